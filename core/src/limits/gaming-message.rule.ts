import { formatMinorUnits } from '../money/money-format.rule.ts';

/** A message of the gaming modal: a react-intl id and its ICU arguments. */
export interface GamingMessage {
  readonly messageKey: string;
  /** ICU arguments of the message, e.g. `{ amount: '5.00 EUR' }`; empty when it has none. */
  readonly values: Readonly<Record<string, string>>;
}

type BreachGroup = 'placeBet' | 'loss' | 'betsCount' | 'maxBet' | 'deposit' | 'withdraw';

/** Limit types of a breach and the family of messages each reads (account-and-session.md §8). */
const GROUP_OF_TYPE: Readonly<Record<string, BreachGroup>> = {
  PLACE_BET: 'placeBet',
  CASINO_BETS: 'placeBet',
  LIVE_CASINO_BETS: 'placeBet',
  SPORT_BETS: 'placeBet',
  LOSS: 'loss',
  CASINO_LOSS: 'loss',
  LIVE_CASINO_LOSS: 'loss',
  SPORT_LOSS: 'loss',
  BETS_COUNT: 'betsCount',
  MAX_BET_AMOUNT: 'maxBet',
  CASINO_MAX_BET_AMOUNT: 'maxBet',
  LIVE_CASINO_MAX_BET_AMOUNT: 'maxBet',
  SPORT_MAX_BET_AMOUNT: 'maxBet',
  DEPOSIT: 'deposit',
  DEPOSIT_COUNT: 'deposit',
  WITHDRAW: 'withdraw',
  WITHDRAW_COUNT: 'withdraw',
};

const PERIOD_SUFFIX: Readonly<Record<string, string>> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
};

/** The one message of every max-bet breach, whatever its period. */
export const MAX_BET_MESSAGE_KEY = 'notifications.rg.maxBet.daily';
/** MAX_BET_LIMIT_REACHED with the provider's maximum bet (ICU argument `amount`). */
export const MAX_BET_LIMIT_REACHED_MESSAGE_KEY = 'notifications.rg.maxBetLimitReached';

const lookup = (table: Readonly<Record<string, string>>, key: string | undefined): string | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The message id of a responsible-gaming breach by limit type and period (account-and-session.md §8):
 * PLACE_BET and the casino, live-casino and sport BETS types → `notifications.rg.placeBet.<period>`;
 * LOSS and its product variants → `notifications.rg.loss.<period>`; BETS_COUNT →
 * `notifications.rg.betsCount.<period>`; DEPOSIT and DEPOSIT_COUNT → `notifications.rg.deposit.<period>`;
 * WITHDRAW and WITHDRAW_COUNT → `notifications.rg.withdraw.<period>` (period DAILY, WEEKLY or
 * MONTHLY); MAX_BET_AMOUNT and its
 * variants → `notifications.rg.maxBet.daily` whatever the period. Null for any other pair (the caller
 * falls back to the general message of the notification or error).
 */
export function breachMessageKey(type: string | undefined, period: string | undefined): string | null {
  const group = lookup(GROUP_OF_TYPE, type) as BreachGroup | undefined;
  if (group === undefined) return null;
  if (group === 'maxBet') return MAX_BET_MESSAGE_KEY;
  const suffix = lookup(PERIOD_SUFFIX, period);
  return suffix === undefined ? null : `notifications.rg.${group}.${suffix}`;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * MAX_BET_LIMIT_REACHED's message with the provider's maximum bet formatted by the money rule
 * (`{ maxBetAmount: 500, currency: 'EUR' }` → amount `5.00 EUR`); null when the configuration is not
 * an integer amount in minor units with a currency code.
 */
export function maxBetLimitMessage(maxBetConfiguration: unknown): GamingMessage | null {
  if (!isRecord(maxBetConfiguration)) return null;
  const { maxBetAmount, currency } = maxBetConfiguration;
  if (typeof maxBetAmount !== 'number' || !Number.isSafeInteger(maxBetAmount)) return null;
  if (typeof currency !== 'string' || currency.trim() === '') return null;
  return {
    messageKey: MAX_BET_LIMIT_REACHED_MESSAGE_KEY,
    values: { amount: formatMinorUnits(maxBetAmount, currency) },
  };
}

/** What a gaming notification carries besides its type. */
export interface GamingNotification {
  readonly notificationType: string;
  readonly responsibleGamingType?: string;
  readonly responsibleGamingPeriod?: string;
  readonly maxBetConfiguration?: unknown;
  readonly data?: unknown;
}

/**
 * The message of a notification that opens the gaming modal: RESPONSIBLE_GAMING_ERROR by its type and
 * period (breachMessageKey), MAX_BET_LIMIT_REACHED with the provider amount, GAMEPLAY_MESSAGE with its
 * `data.message` as the ICU argument `message`; every other kind (REAL_MONEY_DISABLED, GAME_EXCLUDED,
 * the game restrictions, …) and any of these without usable detail → `fallbackKey`, the kind's message
 * of the contract's catalogue.
 */
export function gamingMessageOf(notification: GamingNotification, fallbackKey: string): GamingMessage {
  const plain: GamingMessage = { messageKey: fallbackKey, values: {} };
  switch (notification.notificationType) {
    case 'RESPONSIBLE_GAMING_ERROR': {
      const key = breachMessageKey(notification.responsibleGamingType, notification.responsibleGamingPeriod);
      return key === null ? plain : { messageKey: key, values: {} };
    }
    case 'MAX_BET_LIMIT_REACHED':
      return maxBetLimitMessage(notification.maxBetConfiguration) ?? plain;
    case 'GAMEPLAY_MESSAGE': {
      const { data } = notification;
      return isRecord(data) && typeof data['message'] === 'string'
        ? { messageKey: fallbackKey, values: { message: data['message'] } }
        : plain;
    }
    default:
      return plain;
  }
}
