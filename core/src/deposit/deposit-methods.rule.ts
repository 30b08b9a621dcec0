import {
  availableDepositProviders,
  EPAY_METHODS,
  isDragonTechCoin,
  SAFECHARGE_FULL_CASHIER_MIN,
  type DepositProviderSettings,
} from './deposit-providers.rule.ts';

/**
 * How a provider's deposit goes on after the amount (games-and-content.md §4, §7, §9):
 * - `redirect`: a call answers where the external payment window goes; it opens 500 ms later and the
 *   deposit is PENDING until its result page;
 * - `sms-code`: A1 sends an SMS code first, the player types it, then as `redirect`;
 * - `card`: a card stored with the provider, or a new card (iCard, Trust Payments);
 * - `payment-form`: a token or an order that the provider's payment form completes (EPG, the
 *   Safecharge full cashier);
 * - `crypto-address`: an address the player sends coins to (CoinsPaid);
 * - `voucher`: a voucher the player pays at a partner point of sale (Smart Payments).
 */
export type DepositFlow = 'redirect' | 'sms-code' | 'card' | 'payment-form' | 'crypto-address' | 'voucher';

/** How the deposit tab groups the methods for the player: cards, banks, e-wallets and mobile, crypto, cash. */
export type DepositMethodGroup = 'card' | 'bank' | 'wallet' | 'crypto' | 'cash';
export const DEPOSIT_METHOD_GROUPS: readonly DepositMethodGroup[] = [
  'card',
  'bank',
  'wallet',
  'crypto',
  'cash',
];

/** What the player chooses beside the amount: a bank, a payment method or a coin. */
export type DepositChoiceKind = 'bank' | 'method' | 'coin';

/** Banks of the banklink deposit (the paymentMethod of POST deposit/banklink): Latvia's internet banks. */
export const BANKLINK_METHODS = ['SWEDBANK', 'SEB', 'CITADELE', 'LUMINOR'] as const;

/** The country whose Noda banks are offered (the label's market). */
export const NODA_COUNTRY = 'LV';

/** The smallest deposit of any provider, minor units (1.00 EUR). */
export const MIN_DEPOSIT = 100;

export interface DepositMethodSpec {
  /** The provider id of DEPOSIT_PROVIDERS. */
  readonly provider: string;
  readonly group: DepositMethodGroup;
  readonly flow: DepositFlow;
  /** What the player chooses beside the amount; null when nothing. */
  readonly choice: DepositChoiceKind | null;
  /**
   * Where the choices come from: a fixed list, the provider's settings list, or the Noda banks of the
   * player's country (fetched).
   */
  readonly choices: readonly string[] | 'settings' | 'noda-banks' | null;
  /**
   * True when choosing nothing is a choice of its own: the Safecharge full cashier (an order for the
   * provider's payment form, at least 1000 minor units) instead of one of its methods (a redirect).
   */
  readonly choiceOptional: boolean;
}

const spec = (
  provider: string,
  group: DepositMethodGroup,
  flow: DepositFlow,
  choice: DepositChoiceKind | null = null,
  choices: DepositMethodSpec['choices'] = null,
  choiceOptional = false,
): DepositMethodSpec => ({ provider, group, flow, choice, choices, choiceOptional });

/**
 * Every provider of games-and-content.md §9 as data: its flow and its choice. The calls each flow makes
 * are StartProviderDepositUseCase's.
 */
export const DEPOSIT_METHOD_SPECS: readonly DepositMethodSpec[] = [
  spec('safecharge', 'card', 'redirect', 'method', 'settings', true),
  spec('skrill', 'wallet', 'redirect'),
  spec('paramount', 'wallet', 'redirect'),
  spec('neopay', 'bank', 'redirect'),
  spec('epg', 'card', 'payment-form'),
  spec('epay', 'wallet', 'redirect', 'method', EPAY_METHODS),
  spec('banklink', 'bank', 'redirect', 'bank', BANKLINK_METHODS),
  spec('paymentiq', 'card', 'redirect', 'method', 'settings'),
  spec('swypes', 'wallet', 'redirect'),
  spec('neosurf', 'cash', 'redirect'),
  spec('mifinity', 'wallet', 'redirect'),
  spec('interac', 'bank', 'redirect'),
  spec('coinspaid', 'crypto', 'crypto-address', 'coin', 'settings'),
  spec('coinpayments', 'crypto', 'redirect', 'coin', 'settings'),
  spec('a1', 'wallet', 'sms-code'),
  spec('muchbetter', 'wallet', 'redirect'),
  spec('icard', 'card', 'card'),
  spec('trustPayment', 'card', 'card'),
  spec('transactPro', 'card', 'redirect'),
  spec('triplezero', 'wallet', 'redirect'),
  spec('smartPayments', 'cash', 'voucher'),
  spec('nodaBanks', 'bank', 'redirect', 'bank', 'noda-banks'),
  spec('bluOr', 'wallet', 'redirect'),
  spec('payByVivacom', 'wallet', 'redirect'),
  spec('bankTransfer', 'bank', 'redirect'),
  spec('cashTerminal', 'cash', 'redirect'),
  spec('fastpay', 'wallet', 'redirect'),
];

/** A provider the player may deposit with now, with its choices resolved from the settings. */
export interface DepositMethod extends DepositMethodSpec {
  /** The fixed or settings choices; empty for a fetched list (Noda banks) or no choice. */
  readonly options: readonly string[];
  /** The provider's logo (an image address, absolute or relative to the site); null when none is given. */
  readonly logoUrl: string | null;
}

/** The logo the settings give a provider; null when they give none. */
const logoOf = (settings: DepositProviderSettings, provider: string): string | null => {
  const logos = settings.logos;
  return logos !== undefined && Object.hasOwn(logos, provider) ? (logos[provider] ?? null) : null;
};

/**
 * The deposit methods the settings enable, in the order of §9: core's availableDepositProviders (flag
 * exactly true; a provider with a settings list needs one enabled entry), each with its spec. The
 * coins of CoinPayments are the Dragon Tech coins of `supportedCoins`; a provider left without a
 * choice it needs is not offered. Each carries the logo the settings give it.
 */
export function depositMethods(settings: DepositProviderSettings): readonly DepositMethod[] {
  const bySpec = new Map(DEPOSIT_METHOD_SPECS.map((entry) => [entry.provider, entry]));
  return availableDepositProviders(settings).flatMap((available): DepositMethod[] => {
    const found = bySpec.get(available.id);
    if (found === undefined) return [];
    let options: readonly string[] = [];
    if (found.choices === 'settings') options = available.methods ?? [];
    else if (Array.isArray(found.choices)) options = found.choices;
    if (found.provider === 'coinpayments') options = options.filter(isDragonTechCoin);
    if (found.choices !== null && found.choices !== 'noda-banks' && options.length === 0) return [];
    return [{ ...found, options, logoUrl: logoOf(settings, found.provider) }];
  });
}

/**
 * Whether a provider's deposit is paid away from the site, to what it was given: CoinsPaid's crypto
 * address, a Smart Payments voucher (no payment page to go back to, no form that was shown).
 */
export const isPaidAway = (provider: string): boolean =>
  DEPOSIT_METHOD_SPECS.some(
    (entry) => entry.provider === provider && (entry.flow === 'crypto-address' || entry.flow === 'voucher'),
  );

/**
 * The smallest amount a method takes with a choice, minor units: 1000 for the Safecharge full cashier
 * (safecharge with no method chosen, games-and-content.md §5), otherwise MIN_DEPOSIT.
 */
export const methodMinimum = (method: Pick<DepositMethodSpec, 'provider'>, choice: string | null): number =>
  method.provider === 'safecharge' && choice === null ? SAFECHARGE_FULL_CASHIER_MIN : MIN_DEPOSIT;
