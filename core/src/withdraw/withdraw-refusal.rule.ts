import type { ApiFailure } from '../errors/api-failure.ts';
import { describeLimitedFailure } from '../limits/responsible-gaming-error.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { DEPOSIT_TAB } from '../deposit/deposit-result-page.rule.ts';
import { KYC_TAB } from '../kyc/kyc-redirect.rule.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import { WITHDRAW_CODES } from './withdraw-codes.ts';

/** The history tab of the profile, where the player's sports bets are listed. */
export const HISTORY_TAB: NavigationIntent = {
  kind: 'open-modal',
  modal: 'profile',
  params: { selectedTab: 'history' },
};

/** What the player can do about a refusal, named for the web's label. */
export type WithdrawActionKind = 'verify-card' | 'verify-identity' | 'see-bets' | 'deposit';

export interface WithdrawAction {
  readonly kind: WithdrawActionKind;
  /** Where the action takes the player. */
  readonly next: NavigationIntent;
}

/**
 * Where a refusal shows: by the amount field, by the methods, instead of the methods (there are none
 * to withdraw to), or for the whole form.
 */
export type WithdrawRefusalTarget = 'amount' | 'method' | 'no-methods' | 'form';

/** A withdrawal (or the methods) refused by the server, with its catalogue text and the way on. */
export interface WithdrawRefusal {
  readonly target: WithdrawRefusalTarget;
  readonly error: ErrorDescriptor;
  /** Null when there is nothing to do but change the form or try again later. */
  readonly action: WithdrawAction | null;
}

const { NOT_ENOUGH_MONEY, WITHDRAW_OVER_AMOUNT, WITHDRAW_UNDER_AMOUNT, EMPTY_BALANCE, INSUFFICIENT_BALANCE } =
  WITHDRAW_CODES;

/** Codes about the amount asked for (§8: 21, 23, 24, 25, 26): shown by the amount, kept for a correction. */
const AMOUNT_CODES: readonly number[] = [
  NOT_ENOUGH_MONEY,
  WITHDRAW_OVER_AMOUNT,
  WITHDRAW_UNDER_AMOUNT,
  EMPTY_BALANCE,
  INSUFFICIENT_BALANCE,
];

function placeOf(code: number): Omit<WithdrawRefusal, 'error'> {
  if (AMOUNT_CODES.includes(code)) return { target: 'amount', action: null };
  switch (code) {
    case WITHDRAW_CODES.UNVERIFIED_CARD_FOR_WITHDRAW:
      // The card is verified with a document on the KYC tab (a KYC document carries the card number).
      return { target: 'method', action: { kind: 'verify-card', next: KYC_TAB } };
    case WITHDRAW_CODES.NO_WITHDRAW_METHODS:
      // Withdrawals go back to a method the player deposited with.
      return { target: 'no-methods', action: { kind: 'deposit', next: DEPOSIT_TAB } };
    case WITHDRAW_CODES.KYC_REQUIRED:
      return { target: 'form', action: { kind: 'verify-identity', next: KYC_TAB } };
    case WITHDRAW_CODES.BETS_IN_PROGRESS:
      return { target: 'form', action: { kind: 'see-bets', next: HISTORY_TAB } };
    default:
      return { target: 'form', action: null };
  }
}

/**
 * A failed withdrawal call as the withdraw tab shows it (account-and-session.md §8): the catalogue text
 * of its code, where it shows and the action offered — 116 verify the card on the KYC tab, 117 see the
 * bets in progress, 35 no methods (deposit first), 91 verify the identity; the amount codes by the
 * amount field; any other code (frozen 69, a limit 40, a transport failure as -1) for the form.
 */
export function withdrawRefusal(failure: ApiFailure, errors: ErrorCatalogue): WithdrawRefusal {
  const error = describeLimitedFailure(failure, errors);
  const place = placeOf(error.code);
  return error.clientAction === 'open-kyc' && place.action === null
    ? { target: place.target, error, action: { kind: 'verify-identity', next: KYC_TAB } }
    : { ...place, error };
}
