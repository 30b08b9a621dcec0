/**
 * The deposit provider settings as the server sends them (GET payment/deposit/provider/settings):
 * flags named `{provider}Enabled` and lists of enabled methods (games-and-content.md §3), and the
 * providers' logos.
 */
export type DepositProviderSettings = Readonly<Record<string, unknown>> & {
  /**
   * Each provider's logo, by the provider's id of DEPOSIT_PROVIDERS: the address of an image, absolute
   * or relative to the site's origin. A provider without one is shown by its name alone.
   */
  readonly logos?: Readonly<Record<string, string>>;
};

export interface DepositProvider {
  /** Stable id, as the deposit calls name the provider. */
  readonly id: string;
  /** The settings flag that enables it. */
  readonly flag: string;
  /** The settings list of its enabled methods, for providers that have one. */
  readonly methodsList: string | null;
}

const provider = (id: string, methodsList: string | null = null, flag = `${id}Enabled`): DepositProvider => ({
  id,
  flag,
  methodsList,
});

/**
 * Every deposit provider of games-and-content.md §9, in that order. The flags are the contract's
 * DepositProviderSettings names (noda banks by `nodaEnabled`, pay by vivacom by `paybyvivacomEnabled`).
 */
export const DEPOSIT_PROVIDERS: readonly DepositProvider[] = [
  provider('safecharge', 'safechargeEnabledMethods'),
  provider('skrill'),
  provider('paramount'),
  provider('neopay'),
  provider('epg'),
  provider('epay'),
  provider('banklink'),
  provider('paymentiq', 'paymentiqEnabledMethods'),
  provider('swypes'),
  provider('neosurf'),
  provider('mifinity'),
  provider('interac'),
  provider('coinspaid', 'coinspaidEnabledCryptoCurrencies'),
  provider('coinpayments', 'supportedCoins'),
  provider('a1'),
  provider('muchbetter'),
  provider('icard'),
  provider('trustPayment'),
  provider('transactPro'),
  provider('triplezero'),
  provider('smartPayments'),
  provider('nodaBanks', null, 'nodaEnabled'),
  provider('bluOr'),
  provider('payByVivacom', null, 'paybyvivacomEnabled'),
  provider('bankTransfer'),
  provider('cashTerminal'),
  provider('fastpay'),
];

/** The strings of a settings list, in order; an absent or malformed list has none. */
export function enabledMethods(settings: DepositProviderSettings, list: string): readonly string[] {
  const value = Object.hasOwn(settings, list) ? settings[list] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export interface AvailableDepositProvider {
  readonly id: string;
  /** Its enabled methods (coins, payment methods); null for a provider without a list. */
  readonly methods: readonly string[] | null;
}

/**
 * The providers a player may deposit with, in the order of DEPOSIT_PROVIDERS: its flag is exactly
 * true, and a provider with a methods list has at least one enabled method.
 */
export function availableDepositProviders(
  settings: DepositProviderSettings,
): readonly AvailableDepositProvider[] {
  return DEPOSIT_PROVIDERS.flatMap((candidate): AvailableDepositProvider[] => {
    if (!Object.hasOwn(settings, candidate.flag) || settings[candidate.flag] !== true) return [];
    if (candidate.methodsList === null) return [{ id: candidate.id, methods: null }];
    const methods = enabledMethods(settings, candidate.methodsList);
    return methods.length === 0 ? [] : [{ id: candidate.id, methods }];
  });
}

/** Crypto coins of the Dragon Tech method (games-and-content.md §9). */
export const DRAGON_TECH_COINS = ['BTC', 'ETH', 'XRP', 'LTC', 'DOGE', 'BNB', 'TRX'] as const;
export type DragonTechCoin = (typeof DRAGON_TECH_COINS)[number];

export const isDragonTechCoin = (value: string): value is DragonTechCoin =>
  (DRAGON_TECH_COINS as readonly string[]).includes(value);

/** Payment methods of Epay (games-and-content.md §9). */
export const EPAY_METHODS = ['Default', 'EasyPay', 'CreditCard'] as const;
export type EpayMethod = (typeof EPAY_METHODS)[number];

/**
 * The Epay method of a choice, ignoring case, spaces, dashes and underscores (`easy-pay` → EasyPay,
 * `credit_card` → CreditCard); any other choice is the Default method.
 */
export function epayMethod(choice: string): EpayMethod {
  const normalised = choice.toLowerCase().replace(/[\s_-]/g, '');
  return EPAY_METHODS.find((method) => method.toLowerCase() === normalised) ?? 'Default';
}

/** The smallest Safecharge full-cashier deposit, minor units (games-and-content.md §5, §9). */
export const SAFECHARGE_FULL_CASHIER_MIN = 1000;

/**
 * The providers without a call of their own, started by the generic `deposit/{provider}` call
 * (contract payment-deposit.yaml, initProviderDepositWithGet).
 */
export const GENERIC_DEPOSIT_PROVIDERS = [
  'skrill',
  'paramount',
  'neopay',
  'epay',
  'paymentiq',
  'swypes',
  'neosurf',
  'coinpayments',
  'muchbetter',
  'bankTransfer',
  'cashTerminal',
  'fastpay',
] as const;
export type GenericDepositProvider = (typeof GENERIC_DEPOSIT_PROVIDERS)[number];

export const isGenericDepositProvider = (id: string): id is GenericDepositProvider =>
  (GENERIC_DEPOSIT_PROVIDERS as readonly string[]).includes(id);
