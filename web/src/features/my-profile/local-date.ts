import { formatDateTime } from '@lv-casino/core/money/money-format.rule.ts';
import { formatCalendarDate } from '@lv-casino/core/lifetime-statistics/lifetime-figures.rule.ts';

/*
 * Dates show on the player's own wall clock: the browser's offset at each instant, so a summer date
 * read in winter keeps its summer day and hour.
 */

/** Offset east of UTC, in minutes, of the browser's clock at an instant (Riga: 120 or 180). */
export const browserUtcOffset = (epochMs: number): number => -new Date(epochMs).getTimezoneOffset();

/** `DD/MM/YYYY` (account-and-session.md §9) of an instant on the player's clock. */
export const localCalendarDate = (epochMs: number): string =>
  formatCalendarDate(epochMs, browserUtcOffset(epochMs));

/** `DD/MM/YYYY, HH:mm:ss` (account-and-session.md §9) of an instant on the player's clock. */
export const localDateTime = (epochMs: number): string => formatDateTime(epochMs, browserUtcOffset(epochMs));
