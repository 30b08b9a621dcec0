import { limitTypesOf } from '../games/player-guard.ts';
import { SandboxError } from '../handlers/operation-handler.ts';
import { LimitBreachError } from '../responsible-gaming/limit-breach.error.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import { selfExclude } from '../responsible-gaming/exclusion.rules.ts';
import { bonusesOf } from '../bonuses/bonus.store.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';

/**
 * Something that happens to a player in the backend outside the customer-facing API: the session
 * service, the back office, the identity service, a game provider, the bonus engine, the payment
 * service. The sandbox works out from the event and the player's state which notification the player
 * gets (see {@link notificationOf}), as the real backend's producer does: the event never names the
 * notification.
 */
export type BackendEvent =
  /** The session service ends the player's sessions: the operator, the session-length limit, inactivity, or a game round's maximum win. */
  | { readonly event: 'session-ended'; readonly cause: 'operator' | 'length' | 'inactivity' | 'maximum-win' }
  /** The back office excludes the player for good (the operator's self-exclusion); her sessions end. */
  | { readonly event: 'excluded-by-operator' }
  /** The identity service completes the player's check: approved verifies her, refused does not. */
  | { readonly event: 'identity-check-completed'; readonly outcome: 'approved' | 'refused' }
  /** The player's reality-check period starts (the backend's timer, not a login). */
  | { readonly event: 'reality-check-started' }
  /**
   * A game provider takes a bet of `amount` minor units on `product`. The backend refuses it when the
   * account is frozen, when it is above the maximum bet per transaction, or when it would pass a
   * responsible-gaming limit of the product, in that order; otherwise the round is played with cash while the cash covers the
   * stake, else with bonus money.
   */
  | {
      readonly event: 'bet-placed';
      readonly product: 'RNG' | 'LIVE_CASINO' | 'SPORT';
      readonly amount: number;
    }
  /** A payment provider is asked for a deposit of `amount`: refused when it passes a deposit limit. */
  | { readonly event: 'deposit-attempted'; readonly amount: number }
  /** A game provider or the bonus engine refuses a bet by a rule the sandbox does not model. */
  | { readonly event: 'bet-refused'; readonly rule: RefusalRule }
  /** A game provider shows the player a text during play. */
  | { readonly event: 'gameplay-message'; readonly text: string }
  /** A bet breaks a rule of the player's active bonus (the newest one still running). */
  | { readonly event: 'bonus-rule-broken'; readonly reason: string };

/** The refusals of providers and the bonus engine, and the notification each gives. */
export const refusalRules = {
  'real-money-disabled': 'REAL_MONEY_DISABLED',
  'game-excluded': 'GAME_EXCLUDED',
  'sports-bets-in-progress': 'BET_NOT_APPLICABLE_DUE_TO_IN_PROGRESS_SPORTS_BETS',
  'location-denied': 'XPOINT_STATUS_DENIED',
  'bonus-device': 'CUSTOMER_DEVICE_NOT_APPLICABLE',
  'bonus-game-category': 'GAME_CATEGORY_NOT_APPLICABLE',
  'bonus-game-provider': 'GAME_PROVIDER_NOT_APPLICABLE',
  'bonus-game-product': 'GAME_PRODUCT_NOT_APPLICABLE',
  'bonus-game': 'GAME_NOT_APPLICABLE',
  'bonus-odds': 'BET_MIN_MAX_ODD_NOT_APPLICABLE',
  'bonus-amount': 'BET_MIN_MAX_AMOUNT_NOT_APPLICABLE',
} as const;
export type RefusalRule = keyof typeof refusalRules;

const sessionEndings = {
  operator: 'SESSION_END_BY_OPERATOR',
  length: 'SESSION_LENGTH_EXCEEDED',
  inactivity: 'SESSION_END_DUE_INACTIVITY',
  'maximum-win': 'SESSION_END_DUE_MAX_WIN_REACHED',
} as const;

/** A notification (a SocketMessage of the AsyncAPI document). */
export interface Notification {
  readonly notificationType: string;
  readonly [field: string]: unknown;
}

/** What an event does: the player's notification, and whether her sessions end with it. */
export interface EventOutcome {
  readonly message: Notification;
  readonly endsSessions: boolean;
}

/** The notification of a refused stake or deposit, or null when the backend takes it. */
function refusalOf(check: () => void): Notification | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof LimitBreachError)) throw error;
    return {
      notificationType: 'RESPONSIBLE_GAMING_ERROR',
      responsibleGamingType: error.responsibleGamingType,
      responsibleGamingPeriod: error.responsibleGamingPeriod,
    };
  }
}

function betOutcome(
  state: SandboxState,
  player: PlayerRecord,
  product: 'RNG' | 'LIVE_CASINO' | 'SPORT',
  amount: number,
): Notification {
  if (player.accountLockStatus === 'FROZEN') return { notificationType: 'USER_ACCOUNT_FROZEN' };
  const { maxBetTransactionAmount, baseCurrency } = state.generalConfig;
  if (amount > maxBetTransactionAmount) {
    return {
      notificationType: 'MAX_BET_LIMIT_REACHED',
      maxBetConfiguration: { maxBetAmount: maxBetTransactionAmount, currency: baseCurrency },
    };
  }
  const breach = refusalOf(() => {
    limitsOf(state).assertWithin(player, limitTypesOf[product], amount);
  });
  if (breach !== null) return breach;
  if (player.cashBalance >= amount) return { notificationType: 'REAL_MONEY_PLAY' };
  if (player.bonusBalance >= amount) return { notificationType: 'BONUS_MONEY_PLAY' };
  throw new SandboxError(400, 21, 'Not enough money for the bet');
}

/**
 * Applies the event to the player's state and answers the notification it gives her. Throws a
 * SandboxError (400) when the event cannot happen to her (a deposit no limit refuses, a bonus rule
 * without a running bonus, a bet she cannot cover).
 */
export function applyBackendEvent(
  state: SandboxState,
  player: PlayerRecord,
  event: BackendEvent,
): EventOutcome {
  switch (event.event) {
    case 'session-ended':
      return { message: { notificationType: sessionEndings[event.cause] }, endsSessions: true };
    case 'excluded-by-operator':
      selfExclude(player, state.now(), null);
      return { message: { notificationType: 'PERMANENT_SE_BY_OPERATOR' }, endsSessions: true };
    case 'identity-check-completed': {
      const kycVerified = event.outcome === 'approved' ? 'VERIFIED' : 'NOT_VERIFIED';
      player.kycVerified = kycVerified;
      player.kycNotVerifiedReason = null;
      return {
        message: { notificationType: 'KYC_VERIFICATION_COMPLETED', data: { kycVerified } },
        endsSessions: false,
      };
    }
    case 'reality-check-started':
      return { message: { notificationType: 'REALITY_CHECK_START' }, endsSessions: false };
    case 'bet-placed':
      return { message: betOutcome(state, player, event.product, event.amount), endsSessions: false };
    case 'deposit-attempted': {
      const breach = refusalOf(() => {
        limitsOf(state).assertWithin(player, ['DEPOSIT', 'DEPOSIT_COUNT'], event.amount);
      });
      if (breach === null) throw new SandboxError(400, -1, 'No deposit limit refuses this deposit');
      return { message: breach, endsSessions: false };
    }
    case 'bet-refused':
      return { message: { notificationType: refusalRules[event.rule] }, endsSessions: false };
    case 'gameplay-message':
      return {
        message: { notificationType: 'GAMEPLAY_MESSAGE', data: { message: event.text } },
        endsSessions: false,
      };
    case 'bonus-rule-broken': {
      const running = bonusesOf(state)
        .assetsOf(player)
        .filter((asset) => asset.status === 'ACTIVE' || asset.status === 'AVAILABLE')
        .at(-1);
      if (running === undefined) throw new SandboxError(400, -1, 'The player has no running bonus');
      return {
        message: {
          notificationType: 'BONUS_VIOLATION',
          data: { bonusAssetId: running.bonusAssetId, reason: event.reason },
        },
        endsSessions: false,
      };
    }
  }
}
