import { groupThousands } from './count-format.rule.ts';

/** How a currency code is shown after an amount on every label; any currency not listed shows its code. */
export const CURRENCY_SUFFIXES: Readonly<Record<string, string>> = { BGN: 'лв.' };

/** How amounts are shown on a label. */
export interface MoneyFormatOptions {
  /**
   * The label's own suffixes by currency code (e.g. `{ EUR: '€' }` for a label that shows its local
   * currency by symbol); they win over CURRENCY_SUFFIXES. The LV label defines none.
   */
  readonly localSuffixes?: Readonly<Record<string, string>>;
}

const own = (table: Readonly<Record<string, string>> | undefined, key: string): string | undefined =>
  table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

/** The suffix of a currency: the label's local suffix, then BGN's lev abbreviation, then the code. */
export const currencySuffix = (currency: string, options: MoneyFormatOptions = {}): string =>
  own(options.localSuffixes, currency) ?? own(CURRENCY_SUFFIXES, currency) ?? currency;

/**
 * The number part of an amount in minor units: divided by 100, two decimals, a space between
 * thousands and a dot before the decimals, e.g. 125050 → `1 250.50`, -5 → `-0.05`.
 * @param amount integer in minor units (cents); anything else is a bug and throws a RangeError.
 */
export function formatMinorUnitsNumber(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Amount must be an integer number of minor units, got ${String(amount)}`);
  }
  const absolute = Math.abs(amount);
  const major = groupThousands(String(Math.trunc(absolute / 100)));
  const minor = String(absolute % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${major}.${minor}`;
}

/**
 * An amount in minor units shown as the player reads it (account-and-session.md §3 Balance, §9):
 * the number part of formatMinorUnitsNumber, a space and the currency suffix, e.g.
 * 125050 EUR → `1 250.50 EUR`, -500 BGN → `-5.00 лв.`.
 * @param amount integer in minor units (cents); anything else is a bug and throws a RangeError.
 * @param currency ISO 4217 code, e.g. EUR.
 */
export const formatMinorUnits = (
  amount: number,
  currency: string,
  options: MoneyFormatOptions = {},
): string => `${formatMinorUnitsNumber(amount)} ${currencySuffix(currency, options)}`;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Gregorian year, month (1-12) and day of a count of days since 1970-01-01 (H. Hinnant's algorithm). */
function civilFromDays(daysSinceEpoch: number): { year: number; month: number; day: number } {
  const z = daysSinceEpoch + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * A moment shown as `DD/MM/YYYY, HH:mm:ss` (account-and-session.md §9) in a given time zone offset.
 * @param epochMs milliseconds since 1970-01-01T00:00:00Z (integer).
 * @param utcOffsetMinutes offset of the wall clock east of UTC in minutes, e.g. 180 for Riga in
 *   summer, 0 for UTC (note: the opposite sign of `Date.prototype.getTimezoneOffset`).
 */
export function formatDateTime(epochMs: number, utcOffsetMinutes: number): string {
  if (!Number.isSafeInteger(epochMs) || !Number.isSafeInteger(utcOffsetMinutes)) {
    throw new RangeError(
      `Expected integer ms and offset minutes, got ${String(epochMs)}, ${String(utcOffsetMinutes)}`,
    );
  }
  const local = epochMs + utcOffsetMinutes * MS_PER_MINUTE;
  const days = Math.floor(local / MS_PER_DAY);
  const msOfDay = local - days * MS_PER_DAY;
  const { year, month, day } = civilFromDays(days);
  const seconds = Math.floor(msOfDay / 1000);
  const time = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return `${two(day)}/${two(month)}/${String(year).padStart(4, '0')}, ${time}`;
}
