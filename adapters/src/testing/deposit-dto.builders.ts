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
