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
  flow: DepositFlow,
  choice: DepositChoiceKind | null = null,
  choices: DepositMethodSpec['choices'] = null,
  choiceOptional = false,
): DepositMethodSpec => ({ provider, flow, choice, choices, choiceOptional });

/**
 * Every provider of games-and-content.md §9 as data: its flow and its choice. The calls each flow makes
 * are StartProviderDepositUseCase's.
 */
export const DEPOSIT_METHOD_SPECS: readonly DepositMethodSpec[] = [
  spec('safecharge', 'redirect', 'method', 'settings', true),
  spec('skrill', 'redirect'),
  spec('paramount', 'redirect'),
  spec('neopay', 'redirect'),
  spec('epg', 'payment-form'),
  spec('epay', 'redirect', 'method', EPAY_METHODS),
  spec('banklink', 'redirect', 'bank', BANKLINK_METHODS),
  spec('paymentiq', 'redirect', 'method', 'settings'),
  spec('swypes', 'redirect'),
  spec('neosurf', 'redirect'),
  spec('mifinity', 'redirect'),
  spec('interac', 'redirect'),
  spec('coinspaid', 'crypto-address', 'coin', 'settings'),
  spec('coinpayments', 'redirect', 'coin', 'settings'),
  spec('a1', 'sms-code'),
  spec('muchbetter', 'redirect'),
  spec('icard', 'card'),
  spec('trustPayment', 'card'),
  spec('transactPro', 'redirect'),
  spec('triplezero', 'redirect'),
  spec('smartPayments', 'voucher'),
  spec('nodaBanks', 'redirect', 'bank', 'noda-banks'),
  spec('bluOr', 'redirect'),
  spec('payByVivacom', 'redirect'),
  spec('bankTransfer', 'redirect'),
  spec('cashTerminal', 'redirect'),
  spec('fastpay', 'redirect'),
];

/** A provider the player may deposit with now, with its choices resolved from the settings. */
export interface DepositMethod extends DepositMethodSpec {
  /** The fixed or settings choices; empty for a fetched list (Noda banks) or no choice. */
  readonly options: readonly string[];
}

/**
 * The deposit methods the settings enable, in the order of §9: core's availableDepositProviders (flag
 * exactly true; a provider with a settings list needs one enabled entry), each with its spec. The
 * coins of CoinPayments are the Dragon Tech coins of `supportedCoins`; a provider left without a
 * choice it needs is not offered.
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
    return [{ ...found, options }];
  });
}

/**
 * The smallest amount a method takes with a choice, minor units: 1000 for the Safecharge full cashier
 * (safecharge with no method chosen, games-and-content.md §5), otherwise MIN_DEPOSIT.
 */
export const methodMinimum = (method: Pick<DepositMethodSpec, 'provider'>, choice: string | null): number =>
  method.provider === 'safecharge' && choice === null ? SAFECHARGE_FULL_CASHIER_MIN : MIN_DEPOSIT;
