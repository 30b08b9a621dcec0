import { formatLimitAmount, parseLimitAmount } from '../registration/limit-amount.rule.ts';
import type { Result } from '../shared/result.ts';
import { fail, ok } from '../shared/result.ts';
import type { LimitUnit } from './limit-kinds.rule.ts';
import type { LimitPeriod } from './limit-settings.ts';

/** What the player typed for one limit: a text for money and counts, hours and minutes for a session. */
export type LimitEntry = { readonly text: string } | { readonly hours: string; readonly minutes: string };

/**
 * Why an entry is not a limit: `invalid` (letters or other characters, or too large a number),
 * `zero` (0 is not a limit: leave the field empty for none), `minutes` (minutes beyond 59),
 * `too-long` (a session length longer than its period).
 */
export type LimitEntryProblem = 'invalid' | 'zero' | 'minutes' | 'too-long';

const MINUTES_IN: Readonly<Record<LimitPeriod, number>> = {
  ONCE: 24 * 60,
  DAILY: 24 * 60,
  WEEKLY: 7 * 24 * 60,
  MONTHLY: 31 * 24 * 60,
};

const blank = (text: string): boolean => text.trim() === '';
const wholeNumber = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
};

/**
 * An entry → the limit's amount in its unit, null for "no limit" (an empty entry), or why not.
 * Money follows account-and-session.md §5: with a comma or a dot the digits are already cents
 * (`12.50` → 1250), otherwise whole euros (`12` → 1200); spaces are allowed as thousand separators,
 * anything else but digits is refused rather than stripped. Counts are whole numbers. A session
 * length is hours and minutes (0-59), at most the length of its period.
 */
export function parseLimitEntry(
  unit: LimitUnit,
  period: LimitPeriod,
  entry: LimitEntry,
): Result<number | null, LimitEntryProblem> {
  if ('hours' in entry) {
    if (blank(entry.hours) && blank(entry.minutes)) return ok(null);
    const hours = blank(entry.hours) ? 0 : wholeNumber(entry.hours);
    const minutes = blank(entry.minutes) ? 0 : wholeNumber(entry.minutes);
    if (hours === null || minutes === null) return fail('invalid');
    if (minutes > 59) return fail('minutes');
    const total = hours * 60 + minutes;
    if (total === 0) return fail('zero');
    return total > MINUTES_IN[period] ? fail('too-long') : ok(total);
  }
  const { text } = entry;
  if (blank(text)) return ok(null);
  if (unit === 'money') {
    if (!/^[\d\s.,]+$/.test(text.trim())) return fail('invalid');
    const amount = parseLimitAmount(text);
    if (amount === null) return fail('invalid');
    return amount === 0 ? fail('zero') : ok(amount);
  }
  const count = wholeNumber(text.replace(/\s/g, ''));
  if (count === null) return fail('invalid');
  return count === 0 ? fail('zero') : ok(count);
}

/** An amount as its entry shows it: `12.50` for money, `3` for a count, hours and minutes for a session. */
export function limitEntryOf(unit: LimitUnit, amount: number | null): LimitEntry {
  if (unit === 'minutes') {
    return amount === null
      ? { hours: '', minutes: '' }
      : { hours: String(Math.trunc(amount / 60)), minutes: String(amount % 60) };
  }
  if (amount === null) return { text: '' };
  return { text: unit === 'money' ? formatLimitAmount(amount) : String(amount) };
}
