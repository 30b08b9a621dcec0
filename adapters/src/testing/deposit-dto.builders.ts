import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { aCashierTransactionDto } from './history-dto.builders.ts';

type Schemas = components['schemas'];

/** Contract-valid deposit bodies (the contract's and the sandbox's examples) with per-test overrides. */

export const aDepositProviderSettingsDto = (
  overrides: Partial<Schemas['DepositProviderSettings']> = {},
): Schemas['DepositProviderSettings'] => ({
  safechargeEnabled: true,
  skrillEnabled: true,
  paramountEnabled: false,
  neopayEnabled: true,
  epgEnabled: false,
  epayEnabled: false,
  banklinkEnabled: true,
  paymentiqEnabled: true,
  swypesEnabled: false,
  neosurfEnabled: false,
  mifinityEnabled: true,
  interacEnabled: false,
  coinspaidEnabled: true,
  coinpaymentsEnabled: false,
  a1Enabled: false,
  muchbetterEnabled: false,
  icardEnabled: false,
  trustPaymentEnabled: true,
  transactProEnabled: false,
  triplezeroEnabled: false,
  smartPaymentsEnabled: false,
  nodaEnabled: true,
  bluOrEnabled: false,
  paybyvivacomEnabled: false,
  bankTransferEnabled: true,
  cashTerminalEnabled: false,
  fastpayEnabled: false,
  supportedCoins: ['BTC', 'ETH', 'XRP', 'LTC', 'DOGE', 'BNB', 'TRX'],
  coinspaidEnabledCryptoCurrencies: ['BTC', 'ETH', 'USDT'],
  paymentiqEnabledMethods: ['CreditcardDeposit', 'ApplePayDeposit'],
  safechargeEnabledMethods: ['cc_card', 'apmgw_expresscheckout'],
  providerLogos: {
    SAFECHARGE: 'https://cdn.lv-casino.lv/payments/safecharge.svg',
    SKRILL: 'https://cdn.lv-casino.lv/payments/skrill.svg',
    BANKLINK: 'https://cdn.lv-casino.lv/payments/banklink.svg',
    NODA: '/payments/noda.svg',
  },
  ...overrides,
});

export const aDepositOfferDto = (
  overrides: Partial<Schemas['DepositOffer']> = {},
): Schemas['DepositOffer'] => ({
  depositCode: 'RELOAD50',
  name: '50% iemaksas bonuss',
  description: 'Katrai iemaksai 50% bonuss līdz 100 €.',
  bonusPercentage: 50,
  maxBonusAmount: 10000,
  minDepositAmount: 2000,
  currency: 'EUR',
  product: 'CASINO',
  ...overrides,
});

/** A PENDING deposit whose payment window is the sandbox's payment page. */
export const aDepositRedirectDto = (
  overrides: Partial<Schemas['DepositRedirect']> = {},
): Schemas['DepositRedirect'] => ({
  paymentTransactionId: 884512,
  redirectUrl: 'http://localhost:4010/__sandbox/pay/884512',
  sessionId: '7d1e4b20',
  status: 'PENDING',
  ...overrides,
});

/** One page of the cashier history holding `content` (a single page unless `totalElements` says more). */
export const aCashierHistoryPageDto = (
  content: readonly Schemas['CashierTransaction'][] = [aCashierTransactionDto()],
  overrides: Partial<Schemas['CashierHistoryPage']> = {},
): Schemas['CashierHistoryPage'] => ({
  content: [...content],
  totalElements: content.length,
  pageStart: 0,
  pageSize: 100,
  ...overrides,
});

/** A Trust Payments JWT of transaction 884513 (the contract's example). */
export const aDepositTokenDto = (
  overrides: Partial<Schemas['DepositToken']> = {},
): Schemas['DepositToken'] => ({
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJhbW91bnQiOjUwMDAsImN1cnJlbmN5IjoiRVVSIn0.c2lnbmF0dXJl',
  paymentTransactionId: 884513,
  ...overrides,
});

export const aSafechargeOrderDto = (
  overrides: Partial<Schemas['SafechargeOrder']> = {},
): Schemas['SafechargeOrder'] => ({
  paymentTransactionId: 884514,
  sessionToken: '1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912',
  orderId: '392018114',
  merchantId: '4210935528843910571',
  merchantSiteId: '231068',
  amount: 5000,
  currency: 'EUR',
  ...overrides,
});

export const aCryptoDepositAddressDto = (
  overrides: Partial<Schemas['CryptoDepositAddress']> = {},
): Schemas['CryptoDepositAddress'] => ({
  paymentTransactionId: 884515,
  cryptoCurrency: 'BTC',
  address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  tag: null,
  ...overrides,
});

export const aSmartPaymentsVoucherDto = (
  overrides: Partial<Schemas['SmartPaymentsVoucher']> = {},
): Schemas['SmartPaymentsVoucher'] => ({
  paymentTransactionId: 884516,
  voucherCode: 'SP-4821-7730-1195',
  amount: 2000,
  currency: 'EUR',
  expiresAt: '2026-11-28T23:59:59Z',
  ...overrides,
});

export const aTwoFactorChallengeDto = (
  overrides: Partial<Schemas['TwoFactorChallenge']> = {},
): Schemas['TwoFactorChallenge'] => ({
  maskedPhoneNumber: '+371 2*** **45',
  codeLength: 6,
  expiresInSeconds: 300,
  ...overrides,
});

/** anna's VISA card, stored with iCard and Trust Payments. */
export const aStoredCardDto = (overrides: Partial<Schemas['StoredCard']> = {}): Schemas['StoredCard'] => ({
  customerCreditCardId: 3310,
  maskedCardNumber: '4111 11** **** 1111',
  cardBrand: 'VISA',
  expiryMonth: 9,
  expiryYear: 2028,
  cardToken: 'tp-card-3310',
  ...overrides,
});

export const aNodaBankDto = (overrides: Partial<Schemas['NodaBank']> = {}): Schemas['NodaBank'] => ({
  id: 'swedbank-lv',
  name: 'Swedbank',
  logoUrl: 'https://cdn.lv-casino.lv/banks/swedbank.svg',
  country: 'LV',
  ...overrides,
});
