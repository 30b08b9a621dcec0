import type { Result } from '../shared/result.ts';
import { fail, ok } from '../shared/result.ts';
import { formatDateTime } from '../money/money-format.rule.ts';
import { isRealDate, type CalendarDate } from '../registration/calendar-date.ts';
import type { DateRange } from './history.ts';

/** Days before today a history shows when it opens (with today): the server's default range. */
export const DEFAULT_HISTORY_DAYS = 30;

/** The last day of a history range is at most this many days after its first (the contract's limit). */
export const MAX_HISTORY_RANGE_DAYS = 365;

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a calendar date. */
const dayNumberOf = ({ year, month, day }: CalendarDate): number =>
  Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);

/** The calendar date `days` days after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date((dayNumberOf(date) + days) * MS_PER_DAY);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The range a history opens with: the 30 days before `today`, and today. */
export const defaultHistoryRange = (today: CalendarDate): DateRange => ({
  from: addDays(today, -DEFAULT_HISTORY_DAYS),
  to: today,
});

/** A day as the site writes dates, `DD/MM/YYYY` (the date part of account-and-session.md §9). */
export const formatDay = (date: CalendarDate): string =>
  formatDateTime(dayNumberOf(date) * MS_PER_DAY, 0).slice(0, 'DD/MM/YYYY'.length);

/** `YYYY-MM-DD` (the value of a date input) as a calendar date; null when it names no real day. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (match === null) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/**
 * Why a typed range cannot be asked for: `required` on a field that holds no whole date; `after-to`
 * when the first day is after the last; `too-long` when the last day is more than 365 days after the
 * first. The two last are reported on `from`.
 */
export type HistoryRangeProblem = 'required' | 'after-to' | 'too-long';
export type HistoryRangeErrors = Readonly<Partial<Record<'from' | 'to', HistoryRangeProblem>>>;

/** The range of days a player typed (`YYYY-MM-DD` each; an incomplete date input gives ''), checked. */
export function readHistoryRange(input: {
  readonly from: string;
  readonly to: string;
}): Result<DateRange, HistoryRangeErrors> {
  const from = parseIsoDate(input.from);
  const to = parseIsoDate(input.to);
  if (from === null || to === null) {
    return fail({
      ...(from === null ? { from: 'required' as const } : {}),
      ...(to === null ? { to: 'required' as const } : {}),
    });
  }
  const days = dayNumberOf(to) - dayNumberOf(from);
  if (days < 0) return fail({ from: 'after-to' });
  if (days > MAX_HISTORY_RANGE_DAYS) return fail({ from: 'too-long' });
  return ok({ from, to });
}
