import type { ActivityGranularity } from '@lv-casino/core/activity/activity.ts';
import type { ActivityUnit } from '@lv-casino/core/activity/activity-series.rule.ts';
import { formatDay } from '@lv-casino/core/history/history-range.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import type { CalendarDate } from '@lv-casino/core/registration/calendar-date.ts';
import type { IntlShape } from 'react-intl';

/** A value of a series as the player reads it: money as everywhere in the app, time as hours and minutes. */
export function formatValue(intl: IntlShape, unit: ActivityUnit, value: number, currency: string): string {
  if (unit === 'minor-units') return formatMinorUnits(value, currency);
  const minutes = Math.round(value / 60);
  return intl.formatMessage(
    { id: 'profileActivity.duration' },
    { hours: Math.trunc(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') },
  );
}

const monthOf = (intl: IntlShape, date: CalendarDate, month: 'long' | 'short'): string =>
  intl.formatDate(Date.UTC(date.year, date.month - 1, 1), { month, year: 'numeric', timeZone: 'UTC' });

/** A bucket named in full: its day (DD/MM/YYYY), the week from its Monday, or its month and year. */
export function formatPeriod(intl: IntlShape, granularity: ActivityGranularity, start: CalendarDate): string {
  if (granularity === 'month') return monthOf(intl, start, 'long');
  if (granularity === 'day') return formatDay(start);
  return intl.formatMessage({ id: 'profileActivity.week' }, { day: formatDay(start) });
}

/** A bucket on a chart's axis: DD/MM for days and weeks, the short month and year for months. */
export function formatTick(intl: IntlShape, granularity: ActivityGranularity, start: CalendarDate): string {
  return granularity === 'month' ? monthOf(intl, start, 'short') : formatDay(start).slice(0, 5);
}
