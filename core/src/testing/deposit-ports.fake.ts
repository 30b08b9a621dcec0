import type { DepositAccountPort } from '../deposit/deposit-account.port.ts';
import type { DepositCancelPort } from '../deposit/deposit-cancel.port.ts';
import type { DepositOffer } from '../deposit/deposit-offer.ts';
import type {
  CryptoDepositAddress,
  DepositAmount,
  DepositBank,
  DepositRedirect,
  DepositSmsChallenge,
  DepositToken,
  DepositVoucher,
  SafechargeOrder,
  StoredCard,
} from '../deposit/deposit-payment.ts';
import type { DepositProviderSettings } from '../deposit/deposit-providers.rule.ts';
import type { OffsiteDepositPort } from '../deposit/offsite-deposit.port.ts';
import type {
  DepositRequest,
  ProviderDepositRequest,
  RedirectDepositPort,
} from '../deposit/redirect-deposit.port.ts';
import type { SmsDepositPort } from '../deposit/sms-deposit.port.ts';
import type { TokenDepositPort } from '../deposit/token-deposit.port.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import { ok, type Result } from '../shared/result.ts';

type BanklinkRequest = Parameters<RedirectDepositPort['initBanklinkDeposit']>[0];
type PayByVivacomRequest = Parameters<RedirectDepositPort['initPayByVivacomDeposit']>[0];
type IcardRedirectRequest = Parameters<RedirectDepositPort['initIcardRedirectDeposit']>[0];
type A1Request = Parameters<SmsDepositPort['initA1Deposit']>[0];
type CoinspaidRequest = Parameters<OffsiteDepositPort['initCoinspaidDeposit']>[0];
type TrustPaymentRequest = Parameters<TokenDepositPort['initTrustPaymentDeposit']>[0];
type TrustPaymentJwtRequest = Parameters<TokenDepositPort['getTrustPaymentJwt']>[0];
type IcardTokenRequest = Parameters<TokenDepositPort['getIcardDepositToken']>[0];
type EpgTokenRequest = Parameters<TokenDepositPort['getEpgDepositToken']>[0];
type NeopayCancelRequest = Parameters<DepositCancelPort['cancelNeopayDeposit']>[0];

/** A redirect to the fake payment page of a transaction. */
const redirectOf = (paymentTransactionId: string): Result<DepositRedirect, ApiFailure> =>
  ok({ redirectUrl: `https://pay.test/${paymentTransactionId}`, paymentTransactionId });

/**
 * Every deposit port in one fake (a test binds it to each), whose answers are set by the test; records
 * every call in order, across the ports. Every redirect call of a provider answers `providerRedirect`
 * unless the test sets its own result.
 */
export class FakeDepositPorts
  implements
    DepositAccountPort,
    DepositCancelPort,
    RedirectDepositPort,
    SmsDepositPort,
    TokenDepositPort,
    OffsiteDepositPort
{
  settings: Result<DepositProviderSettings, ApiFailure> = ok({
    safechargeEnabled: true,
    safechargeEnabledMethods: ['cc_card'],
  });
  offers: Result<readonly DepositOffer[], ApiFailure> = ok([
    {
      depositCode: 'RELOAD50',
      name: '50% iemaksas bonuss',
      description: 'Katrai iemaksai 50% bonuss līdz 100 €.',
      bonusPercentage: 50,
      maxBonusAmount: 10000,
      minDepositAmount: 2000,
      currency: 'EUR',
      product: 'CASINO',
    },
  ]);
  initResult: Result<DepositRedirect, ApiFailure> = ok({
    redirectUrl: 'https://pay.test/session-1',
    paymentTransactionId: '884512',
  });
  providerInitResult: Result<DepositRedirect, ApiFailure> = ok({
    redirectUrl: 'https://pay.test/session-2',
    paymentTransactionId: '884513',
  });
  cancelResult: Result<void, ApiFailure> = ok(undefined);
  depositCount: Result<number, ApiFailure> = ok(1);
  /** The answer of every provider call that redirects (banklink, MiFinity, Interac, … A1). */
  providerRedirect: Result<DepositRedirect, ApiFailure> = redirectOf('884520');
  banklinkResult: Result<DepositRedirect, ApiFailure> | null = null;
  mifinityResult: Result<DepositRedirect, ApiFailure> | null = null;
  interacResult: Result<DepositRedirect, ApiFailure> | null = null;
  payByVivacomResult: Result<DepositRedirect, ApiFailure> | null = null;
  transactProResult: Result<DepositRedirect, ApiFailure> | null = null;
  triplezeroResult: Result<DepositRedirect, ApiFailure> | null = null;
  icardRedirectResult: Result<DepositRedirect, ApiFailure> | null = null;
  neopayResult: Result<DepositRedirect, ApiFailure> | null = null;
  providerPostResult: Result<DepositRedirect, ApiFailure> | null = null;
  a1Result: Result<DepositRedirect, ApiFailure> | null = null;
  a1Challenge: Result<DepositSmsChallenge, ApiFailure> = ok({
    maskedPhoneNumber: '+371 2*** **45',
    codeLength: 6,
    expiresInSeconds: 300,
  });
  coinspaidResult: Result<CryptoDepositAddress, ApiFailure> = ok({
    paymentTransactionId: '884515',
    cryptoCurrency: 'BTC',
    address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    tag: null,
  });
  safechargeOrder: Result<SafechargeOrder, ApiFailure> = ok({
    paymentTransactionId: '884514',
    sessionToken: '1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912',
    orderId: '392018114',
    merchantId: '4210935528843910571',
    merchantSiteId: '231068',
    amount: 5000,
    currency: 'EUR',
  });
  trustPaymentToken: Result<DepositToken, ApiFailure> = ok({
    token: 'trust-payment-jwt',
    paymentTransactionId: '884513',
  });
  trustPaymentJwt: Result<DepositToken, ApiFailure> = ok({
    token: 'trust-payment-card-jwt',
    paymentTransactionId: '884513',
  });
  storedCards: Result<readonly StoredCard[], ApiFailure> = ok([
    {
      customerCreditCardId: '3310',
      maskedCardNumber: '4111 11** **** 1111',
      cardBrand: 'VISA',
      expiryMonth: 9,
      expiryYear: 2028,
      cardToken: 'tp-card-3310',
    },
  ]);
  icardToken: Result<DepositToken, ApiFailure> = ok({ token: 'icard-token', paymentTransactionId: '884516' });
  epgToken: Result<DepositToken, ApiFailure> = ok({ token: 'epg-token', paymentTransactionId: '884517' });
  voucher: Result<DepositVoucher, ApiFailure> = ok({
    paymentTransactionId: '884518',
    voucherCode: 'SP-4821-7730-1195',
    amount: 2000,
    currency: 'EUR',
    expiresAt: '2026-11-28T23:59:59Z',
  });
  banks: Result<readonly DepositBank[], ApiFailure> = ok([
    { id: 'swedbank-lv', name: 'Swedbank', logoUrl: 'https://cdn.test/banks/swedbank.svg', country: 'LV' },
  ]);
  bluOrCancelResult: Result<void, ApiFailure> = ok(undefined);
  neopayCancelResult: Result<void, ApiFailure> = ok(undefined);
  readonly calls: (
    | { readonly call: 'getProviderSettings' }
    | { readonly call: 'getDepositOffers' }
    | { readonly call: 'initDeposit'; readonly request: DepositRequest }
    | { readonly call: 'initProviderDeposit'; readonly request: ProviderDepositRequest }
    | { readonly call: 'cancelTransaction'; readonly paymentTransactionId: string }
    | { readonly call: 'successfulDepositCount' }
    | { readonly call: 'initBanklinkDeposit'; readonly request: BanklinkRequest }
    | { readonly call: 'initMifinityDeposit'; readonly amount: number }
    | { readonly call: 'initInteracDeposit'; readonly request: DepositAmount }
    | { readonly call: 'initPayByVivacomDeposit'; readonly request: PayByVivacomRequest }
    | { readonly call: 'initTransactProDeposit'; readonly request: DepositAmount }
    | { readonly call: 'initTriplezeroDeposit'; readonly amount: number }
    | { readonly call: 'initIcardRedirectDeposit'; readonly request: IcardRedirectRequest }
    | { readonly call: 'initNeopayDeposit'; readonly request: DepositAmount }
    | { readonly call: 'initProviderDepositWithPost'; readonly request: ProviderDepositRequest }
    | { readonly call: 'sendA1Code'; readonly amount: number }
    | { readonly call: 'initA1Deposit'; readonly request: A1Request }
    | { readonly call: 'initCoinspaidDeposit'; readonly request: CoinspaidRequest }
    | { readonly call: 'openSafechargeOrder'; readonly request: DepositAmount }
    | { readonly call: 'initTrustPaymentDeposit'; readonly request: TrustPaymentRequest }
    | { readonly call: 'getTrustPaymentJwt'; readonly request: TrustPaymentJwtRequest }
    | { readonly call: 'getStoredCards' }
    | { readonly call: 'getIcardDepositToken'; readonly request: IcardTokenRequest }
    | { readonly call: 'getEpgDepositToken'; readonly request: EpgTokenRequest }
    | { readonly call: 'createSmartPaymentsVoucher'; readonly amount: number }
    | { readonly call: 'getNodaTopProviders'; readonly country: string }
    | { readonly call: 'cancelBluOrDeposit'; readonly paymentTransactionId: string }
    | { readonly call: 'cancelNeopayDeposit'; readonly request: NeopayCancelRequest }
  )[] = [];

  getProviderSettings(): Promise<Result<DepositProviderSettings, ApiFailure>> {
    this.calls.push({ call: 'getProviderSettings' });
    return Promise.resolve(this.settings);
  }

  getDepositOffers(): Promise<Result<readonly DepositOffer[], ApiFailure>> {
    this.calls.push({ call: 'getDepositOffers' });
    return Promise.resolve(this.offers);
  }

  initDeposit(request: DepositRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initDeposit', request });
    return Promise.resolve(this.initResult);
  }

  initProviderDeposit(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initProviderDeposit', request });
    return Promise.resolve(this.providerInitResult);
  }

  cancelTransaction(paymentTransactionId: string): Promise<Result<void, ApiFailure>> {
    this.calls.push({ call: 'cancelTransaction', paymentTransactionId });
    return Promise.resolve(this.cancelResult);
  }

  successfulDepositCount(): Promise<Result<number, ApiFailure>> {
    this.calls.push({ call: 'successfulDepositCount' });
    return Promise.resolve(this.depositCount);
  }

  initBanklinkDeposit(request: BanklinkRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initBanklinkDeposit', request });
    return Promise.resolve(this.banklinkResult ?? this.providerRedirect);
  }

  initMifinityDeposit(amount: number): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initMifinityDeposit', amount });
    return Promise.resolve(this.mifinityResult ?? this.providerRedirect);
  }

  initInteracDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initInteracDeposit', request });
    return Promise.resolve(this.interacResult ?? this.providerRedirect);
  }

  initPayByVivacomDeposit(request: PayByVivacomRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initPayByVivacomDeposit', request });
    return Promise.resolve(this.payByVivacomResult ?? this.providerRedirect);
  }

  initTransactProDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initTransactProDeposit', request });
    return Promise.resolve(this.transactProResult ?? this.providerRedirect);
  }

  initTriplezeroDeposit(amount: number): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initTriplezeroDeposit', amount });
    return Promise.resolve(this.triplezeroResult ?? this.providerRedirect);
  }

  initIcardRedirectDeposit(request: IcardRedirectRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initIcardRedirectDeposit', request });
    return Promise.resolve(this.icardRedirectResult ?? this.providerRedirect);
  }

  initNeopayDeposit(request: DepositAmount): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initNeopayDeposit', request });
    return Promise.resolve(this.neopayResult ?? this.providerRedirect);
  }

  initProviderDepositWithPost(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initProviderDepositWithPost', request });
    return Promise.resolve(this.providerPostResult ?? this.providerRedirect);
  }

  sendA1Code(amount: number): Promise<Result<DepositSmsChallenge, ApiFailure>> {
    this.calls.push({ call: 'sendA1Code', amount });
    return Promise.resolve(this.a1Challenge);
  }

  initA1Deposit(request: A1Request): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initA1Deposit', request });
    return Promise.resolve(this.a1Result ?? this.providerRedirect);
  }

  initCoinspaidDeposit(request: CoinspaidRequest): Promise<Result<CryptoDepositAddress, ApiFailure>> {
    this.calls.push({ call: 'initCoinspaidDeposit', request });
    return Promise.resolve(this.coinspaidResult);
  }

  openSafechargeOrder(request: DepositAmount): Promise<Result<SafechargeOrder, ApiFailure>> {
    this.calls.push({ call: 'openSafechargeOrder', request });
    return Promise.resolve(this.safechargeOrder);
  }

  initTrustPaymentDeposit(request: TrustPaymentRequest): Promise<Result<DepositToken, ApiFailure>> {
    this.calls.push({ call: 'initTrustPaymentDeposit', request });
    return Promise.resolve(this.trustPaymentToken);
  }

  getTrustPaymentJwt(request: TrustPaymentJwtRequest): Promise<Result<DepositToken, ApiFailure>> {
    this.calls.push({ call: 'getTrustPaymentJwt', request });
    return Promise.resolve(this.trustPaymentJwt);
  }

  getStoredCards(): Promise<Result<readonly StoredCard[], ApiFailure>> {
    this.calls.push({ call: 'getStoredCards' });
    return Promise.resolve(this.storedCards);
  }

  getIcardDepositToken(request: IcardTokenRequest): Promise<Result<DepositToken, ApiFailure>> {
    this.calls.push({ call: 'getIcardDepositToken', request });
    return Promise.resolve(this.icardToken);
  }

  getEpgDepositToken(request: EpgTokenRequest): Promise<Result<DepositToken, ApiFailure>> {
    this.calls.push({ call: 'getEpgDepositToken', request });
    return Promise.resolve(this.epgToken);
  }

  createSmartPaymentsVoucher(amount: number): Promise<Result<DepositVoucher, ApiFailure>> {
    this.calls.push({ call: 'createSmartPaymentsVoucher', amount });
    return Promise.resolve(this.voucher);
  }

  getNodaTopProviders(country: string): Promise<Result<readonly DepositBank[], ApiFailure>> {
    this.calls.push({ call: 'getNodaTopProviders', country });
    return Promise.resolve(this.banks);
  }

  cancelBluOrDeposit(paymentTransactionId: string): Promise<Result<void, ApiFailure>> {
    this.calls.push({ call: 'cancelBluOrDeposit', paymentTransactionId });
    return Promise.resolve(this.bluOrCancelResult);
  }

  cancelNeopayDeposit(request: NeopayCancelRequest): Promise<Result<void, ApiFailure>> {
    this.calls.push({ call: 'cancelNeopayDeposit', request });
    return Promise.resolve(this.neopayCancelResult);
  }
}
