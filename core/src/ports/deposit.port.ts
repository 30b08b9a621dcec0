import type { DepositOffer } from '../deposit/deposit-offer.ts';
import type { DepositProviderSettings, GenericDepositProvider } from '../deposit/deposit-providers.rule.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';

/** A deposit to start with a provider (POST api/v2/customerfacing/payment/deposit/init). */
export interface DepositRequest {
  /** Provider id of DEPOSIT_PROVIDERS, e.g. safecharge. */
  readonly paymentProvider: string;
  /** Minor units, integer above 0. */
  readonly amount: number;
  /** The provider's method; null for the provider's own cashier (e.g. the Safecharge full cashier). */
  readonly paymentMethod: string | null;
  /** A bonus deposit code; null without one. */
  readonly depositCode: string | null;
  /** The coin of a crypto deposit; null otherwise. */
  readonly cryptoCurrency: string | null;
}

/** A deposit with a provider without a call of its own (GET payment/deposit/{provider}). */
export interface ProviderDepositRequest {
  readonly provider: GenericDepositProvider;
  /** Minor units, integer above 0. */
  readonly amount: number;
  /** The provider's method (for epay one of EPAY_METHODS); null without one. */
  readonly paymentMethod: string | null;
  /** A bonus deposit code; null without one. */
  readonly depositCode: string | null;
  /** The coin of a crypto deposit (coinpayments); null otherwise. */
  readonly cryptoCurrency: string | null;
  /** True on a mobile device. */
  readonly isMobile: boolean;
}

/** A started deposit: where its external payment window goes, and its transaction. */
export interface DepositRedirect {
  readonly redirectUrl: string;
  /** The payment transaction, as the result pages and the cancel call name it. */
  readonly paymentTransactionId: string;
}

/** Deposits of the logged-in customer (games-and-content.md §7 Deposits, private). */
export interface DepositPort {
  /** GET payment/deposit/provider/settings. */
  getProviderSettings(): Promise<Result<DepositProviderSettings, ApiFailure>>;
  /** GET payment/getDepositOffers: the bonus offers a deposit can claim. */
  getDepositOffers(): Promise<Result<readonly DepositOffer[], ApiFailure>>;
  /** Starts a deposit; answers where the external payment window goes. */
  initDeposit(request: DepositRequest): Promise<Result<DepositRedirect, ApiFailure>>;
  /** Starts a deposit with the generic call of a provider without a call of its own. */
  initProviderDeposit(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>>;
  /** Marks a transaction cancelled (the cancel result page with paymentTransactionId). */
  cancelTransaction(paymentTransactionId: string): Promise<Result<void, ApiFailure>>;
  /** Successful deposits of the customer so far, the one just completed included (lifetime statistics). */
  successfulDepositCount(): Promise<Result<number, ApiFailure>>;
}
export const DepositPort = Symbol('DepositPort');
