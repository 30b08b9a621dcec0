import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { DepositOffer } from './deposit-offer.ts';
import type { DepositBank } from './deposit-payment.ts';
import type { DepositProviderSettings } from './deposit-providers.rule.ts';

/**
 * What the logged-in customer's account says about deposits (games-and-content.md §3, §7 Deposits,
 * private): the providers enabled, the bonus offers, the banks of a Noda deposit, and how many
 * deposits succeeded so far.
 */
export interface DepositAccountPort {
  /** GET payment/deposit/provider/settings. */
  getProviderSettings(): Promise<Result<DepositProviderSettings, ApiFailure>>;
  /** GET payment/getDepositOffers: the bonus offers a deposit can claim. */
  getDepositOffers(): Promise<Result<readonly DepositOffer[], ApiFailure>>;
  /** GET deposit/noda/getTopProviders?country [getNodaTopProviders]. */
  getNodaTopProviders(country: string): Promise<Result<readonly DepositBank[], ApiFailure>>;
  /** Successful deposits of the customer so far, the one just completed included (lifetime statistics). */
  successfulDepositCount(): Promise<Result<number, ApiFailure>>;
}
export const DepositAccountPort = Symbol('DepositAccountPort');
