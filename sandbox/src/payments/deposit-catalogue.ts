import { logoNameOf, logoPathOf } from './payment-logos.ts';

/** The upper-case provider codes of the contract's DepositProviderCode. */
export const depositProviderCodes = [
  'SAFECHARGE',
  'SKRILL',
  'PARAMOUNT',
  'NEOPAY',
  'EPG',
  'EPAY',
  'BANKLINK',
  'PAYMENTIQ',
  'SWYPES',
  'NEOSURF',
  'MIFINITY',
  'INTERAC',
  'COINSPAID',
  'COINPAYMENTS',
  'A1',
  'MUCHBETTER',
  'ICARD',
  'TRUST_PAYMENT',
  'TRANSACT_PRO',
  'TRIPLEZERO',
  'SMART_PAYMENTS',
  'NODA',
  'BLU_OR',
  'PAYBYVIVACOM',
  'BANK_TRANSFER',
  'CASH_TERMINAL',
  'FASTPAY',
] as const;
export type DepositProviderCode = (typeof depositProviderCodes)[number];

/** The settings flag of a provider: SAFECHARGE → safechargeEnabled, TRUST_PAYMENT → trustPaymentEnabled. */
export function enabledFlagOf(code: DepositProviderCode): string {
  const camel = code.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return `${camel}Enabled`;
}

/** The provider code of the generic call's kebab-case path segment (bank-transfer → BANK_TRANSFER). */
export const providerOfPath = (segment: string): DepositProviderCode =>
  segment.toUpperCase().replace(/-/g, '_') as DepositProviderCode;

export const supportedCoins = ['BTC', 'ETH', 'XRP', 'LTC', 'DOGE', 'BNB', 'TRX'] as const;
export const coinspaidCurrencies = ['BTC', 'ETH', 'USDT', 'LTC', 'XRP'] as const;

/**
 * DepositProviderSettings: every {provider}Enabled flag (off for the disabled ones), the method lists
 * and every provider's logo (served by the sandbox, relative to the site: /__sandbox/logos/{name}.svg).
 */
export function providerSettings(disabled: ReadonlySet<string>): Record<string, unknown> {
  const settings: Record<string, boolean> = {};
  for (const code of depositProviderCodes) settings[enabledFlagOf(code)] = !disabled.has(code);
  return {
    ...settings,
    supportedCoins,
    coinspaidEnabledCryptoCurrencies: coinspaidCurrencies,
    paymentiqEnabledMethods: ['CreditcardDeposit', 'ApplePayDeposit', 'GooglePayDeposit'],
    safechargeEnabledMethods: ['cc_card', 'apmgw_expresscheckout', 'apmgw_Apple_Pay'],
    providerLogos: Object.fromEntries(
      depositProviderCodes.map((code) => [code, logoPathOf(logoNameOf(code))]),
    ),
  };
}

export interface DepositOffer {
  readonly depositCode: string;
  readonly name: string;
  readonly description: string;
  readonly bonusPercentage: number;
  /** Minor units. */
  readonly maxBonusAmount: number;
  /** Minor units. */
  readonly minDepositAmount: number;
  readonly currency: string;
  readonly product: 'CASINO' | 'LIVE_CASINO';
  /** Only for a player's first deposit. */
  readonly firstDepositOnly: boolean;
}

export const depositOffers: readonly DepositOffer[] = [
  {
    depositCode: 'WELCOME100',
    name: '100% sveiciena bonuss',
    description: 'Pirmajai iemaksai 100% bonuss līdz 200 €.',
    bonusPercentage: 100,
    maxBonusAmount: 20_000,
    minDepositAmount: 1_000,
    currency: 'EUR',
    product: 'CASINO',
    firstDepositOnly: true,
  },
  {
    depositCode: 'RELOAD50',
    name: '50% iemaksas bonuss',
    description: 'Katrai iemaksai 50% bonuss līdz 100 €.',
    bonusPercentage: 50,
    maxBonusAmount: 10_000,
    minDepositAmount: 2_000,
    currency: 'EUR',
    product: 'CASINO',
    firstDepositOnly: false,
  },
  {
    depositCode: 'LIVE25',
    name: '25% bonuss dzīvajam kazino',
    description: '25% bonuss līdz 50 € dzīvā kazino spēlēm.',
    bonusPercentage: 25,
    maxBonusAmount: 5_000,
    minDepositAmount: 2_000,
    currency: 'EUR',
    product: 'LIVE_CASINO',
    firstDepositOnly: false,
  },
];

/** The bonus (minor units) an offer gives for a deposit of `amount`. */
export const bonusOf = (offer: DepositOffer, amount: number): number =>
  Math.min(offer.maxBonusAmount, Math.floor((amount * offer.bonusPercentage) / 100));

export interface NodaBank {
  readonly id: string;
  readonly name: string;
  /** The logo's path on the sandbox (/__sandbox/logos/{bank}.svg); answered absolute (nodaBankView). */
  readonly logoUrl: string;
  readonly country: string;
}

const bank = (id: string, name: string, country: string): NodaBank => ({
  id: `${id}-${country.toLowerCase()}`,
  name,
  logoUrl: logoPathOf(id),
  country,
});

/** A Noda bank as answered: its logo absolute on the caller's origin (NodaBank.logoUrl is a uri). */
export const nodaBankView = (bank: NodaBank, origin: string): NodaBank => ({
  ...bank,
  logoUrl: `${origin}${bank.logoUrl}`,
});

/** Open-banking banks by country (Baltic states). */
export const nodaBanks: readonly NodaBank[] = [
  bank('swedbank', 'Swedbank', 'LV'),
  bank('seb', 'SEB banka', 'LV'),
  bank('citadele', 'Citadele', 'LV'),
  bank('luminor', 'Luminor', 'LV'),
  bank('revolut', 'Revolut', 'LV'),
  bank('swedbank', 'Swedbank', 'EE'),
  bank('lhv', 'LHV Pank', 'EE'),
  bank('seb', 'SEB', 'EE'),
  bank('swedbank', 'Swedbank', 'LT'),
  bank('siauliu', 'Šiaulių bankas', 'LT'),
];
