import type { DepositOffer } from '../deposit/deposit-offer.ts';
import type {
  CryptoDepositAddress,
  DepositBank,
  DepositSmsChallenge,
  DepositToken,
  DepositVoucher,
  SafechargeOrder,
  StoredCard,
} from '../deposit/deposit-payment.ts';
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

export type {
  CryptoDepositAddress,
  DepositBank,
  DepositSmsChallenge,
  DepositToken,
  DepositVoucher,
  SafechargeOrder,
  StoredCard,
};

/** A deposit's amount and bonus code, as most provider calls take them. */
export interface DepositAmount {
  /** Minor units, integer above 0. */
  readonly amount: number;
  /** A bonus deposit code; null without one. */
  readonly depositCode: string | null;
}

/**
 * The provider calls of games-and-content.md §7 Deposits, one method per operation (the contract's
 * operationId in brackets). Every amount is minor units; every call is private.
 */
export interface ProviderDepositCalls {
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
  /** GET deposit/icard/redirect?amount&provider&depositCode [initIcardRedirectDeposit]. */
  initIcardRedirectDeposit(
    request: DepositAmount & { readonly provider: string },
  ): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/neopay/clientSideRedirect?amount&depositCode [getNeopayClientSideRedirect]. */
  initNeopayDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>>;
  /** POST deposit/{provider}?amount&depositCode&paymentMethod [initProviderDeposit]: the POST form of the generic call. */
  initProviderDepositWithPost(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/a1/2fa/init?amount [initA1TwoFactor]: sends the SMS code. */
  sendA1Code(amount: number): Promise<Result<DepositSmsChallenge, ApiFailure>>;
  /** GET deposit/a1/init?amount&depositCode&verificationCode [initA1Deposit]; a wrong code is 82. */
  initA1Deposit(
    request: DepositAmount & { readonly verificationCode: string },
  ): Promise<Result<DepositRedirect, ApiFailure>>;
  /** GET deposit/coinspaid/init?amount&cryptoCurrency&depositCode [initCoinspaidDeposit]. */
  initCoinspaidDeposit(
    request: DepositAmount & { readonly cryptoCurrency: string },
  ): Promise<Result<CryptoDepositAddress, ApiFailure>>;
  /** POST deposit/safecharge/openOrder?amount&depositCode [openSafechargeOrder] (at least 1000). */
  openSafechargeOrder(request: DepositAmount): Promise<Result<SafechargeOrder, ApiFailure>>;
  /** GET deposit/trust-payment/init?amount&createNewCard&depositCode [initTrustPaymentDeposit]. */
  initTrustPaymentDeposit(
    request: DepositAmount & { readonly createNewCard: boolean },
  ): Promise<Result<DepositToken, ApiFailure>>;
  /**
   * GET deposit/trust-payment/get-jwt-deposit?cardToken&customerCreditCardId&amount&depositCode&paymentTransactionId
   * [getTrustPaymentDepositJwt]: the JWT of a deposit with a stored card.
   */
  getTrustPaymentJwt(
    request: DepositAmount & {
      readonly cardToken: string;
      readonly customerCreditCardId: string;
      readonly paymentTransactionId: string;
    },
  ): Promise<Result<DepositToken, ApiFailure>>;
  /** GET icard/getStoredCardsForCustomer [getIcardStoredCards]: the cards stored for iCard and Trust Payments. */
  getStoredCards(): Promise<Result<readonly StoredCard[], ApiFailure>>;
  /** GET deposit/icard/token?amount&depositCode&customerCreditCardId [getIcardDepositToken]. */
  getIcardDepositToken(
    request: DepositAmount & { readonly customerCreditCardId: string },
  ): Promise<Result<DepositToken, ApiFailure>>;
  /** GET deposit/epg/{type}/token?amount [getEpgDepositToken]. */
  getEpgDepositToken(request: {
    readonly type: string;
    readonly amount: number;
  }): Promise<Result<DepositToken, ApiFailure>>;
  /** POST deposit/smart-payments/createVoucher?amount [createSmartPaymentsVoucher]. */
  createSmartPaymentsVoucher(amount: number): Promise<Result<DepositVoucher, ApiFailure>>;
  /** GET deposit/noda/getTopProviders?country [getNodaTopProviders]. */
  getNodaTopProviders(country: string): Promise<Result<readonly DepositBank[], ApiFailure>>;
  /** POST deposit/bluOr/cancel?paymentTransactionId [cancelBluOrDeposit]. */
  cancelBluOrDeposit(paymentTransactionId: string): Promise<Result<void, ApiFailure>>;
  /** POST deposit/neopay/cancel?paymentTransactionId&token [cancelNeopayDeposit]. */
  cancelNeopayDeposit(request: {
    readonly paymentTransactionId: string;
    readonly token: string | null;
  }): Promise<Result<void, ApiFailure>>;
}

/** Deposits of the logged-in customer (games-and-content.md §7 Deposits, private). */
export interface DepositPort extends ProviderDepositCalls {
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
