import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { DepositAmount, DepositRedirect } from './deposit-payment.ts';
import type { GenericDepositProvider } from './deposit-providers.rule.ts';

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

/**
 * Deposits whose call answers where the external payment window goes (games-and-content.md §7
 * Deposits, private): the v2 init, the generic call of the providers without one of their own (GET,
 * or POST for those that create a payment order), and the providers' own redirect calls, one method
 * per operation (the contract's operationId in brackets). Every amount is minor units.
 */
export interface RedirectDepositPort {
  /** POST api/v2/…/payment/deposit/init [initDeposit]. */
  initDeposit(request: DepositRequest): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/{provider} [initProviderDepositWithGet]: a provider without a call of its own. */
  initProviderDeposit(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>>;
  /** POST deposit/{provider}?amount&depositCode&paymentMethod [initProviderDeposit]: the POST form of the generic call. */
  initProviderDepositWithPost(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>>;
  /** POST deposit/banklink?amount&paymentMethod&depositCode&returnPage [initBanklinkDeposit]. */
  initBanklinkDeposit(
    request: DepositAmount & { readonly paymentMethod: string; readonly returnPage: string | null },
  ): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/mifinity/ewallet?amount [initMifinityDeposit]. */
  initMifinityDeposit(amount: number): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/interac/init?amount&depositCode [initInteracDepositWithGet] (the spec: GET for Interac). */
  initInteracDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>>;
  /** POST deposit/paybyvivacom/init?amount&isMobile&depositCode [initPayByVivacomDeposit]. */
  initPayByVivacomDeposit(
    request: DepositAmount & { readonly isMobile: boolean },
  ): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/transact-pro/init?amount&depositCode [initTransactProDeposit]. */
  initTransactProDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/triplezero/init?amount [initTriplezeroDeposit]. */
  initTriplezeroDeposit(amount: number): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/neopay/clientSideRedirect?amount&depositCode [getNeopayClientSideRedirect]. */
  initNeopayDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/icard/redirect?amount&provider&depositCode [initIcardRedirectDeposit]: a new card. */
  initIcardRedirectDeposit(
    request: DepositAmount & { readonly provider: string },
  ): Promise<Result<DepositRedirect, ApiFailure>>;
}
export const RedirectDepositPort = Symbol('RedirectDepositPort');
