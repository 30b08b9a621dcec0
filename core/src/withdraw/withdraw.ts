/**
 * A method the player can withdraw to (the withdraw tab of the profile, account-and-session.md §2):
 * only methods the player deposited with are offered. Amounts in minor units.
 */
export interface WithdrawMethod {
  readonly methodId: string;
  /** The method as the player knows it, e.g. `Visa •5610`. */
  readonly name: string;
  /** Smallest withdrawal, minor units (below it the server answers 24). */
  readonly minAmount: number;
  /** Largest withdrawal, minor units (above it the server answers 23). */
  readonly maxAmount: number;
  /** ISO 4217 code, e.g. EUR. */
  readonly currency: string;
  /** The masked card or account the money goes to; null when the player types it. */
  readonly paymentAccount: string | null;
  /** The method's logo (an image address, absolute or relative to the site); null when none is given. */
  readonly logoUrl: string | null;
}

/** A withdrawal the player asks for. */
export interface WithdrawalRequest {
  readonly methodId: string;
  /** Minor units, an integer above 0. */
  readonly amount: number;
  /** The account to pay to, sent only for a method without one on file. */
  readonly paymentAccount?: string;
}

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'PAID' | 'REJECTED' | 'CANCELLED';

/** A withdrawal and its state: a PENDING one can still be cancelled, which returns the money. */
export interface Withdrawal {
  readonly withdrawalId: number;
  readonly methodId: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  readonly status: WithdrawalStatus;
  /** When it was asked for, ms since 1970-01-01T00:00:00Z. */
  readonly createdAt: number;
}
