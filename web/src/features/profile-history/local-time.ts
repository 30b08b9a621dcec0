import { formatDateTime } from '@lv-casino/core/money/money-format.rule.ts';
import { calendarDateOf, type CalendarDate } from '@lv-casino/core/registration/calendar-date.ts';

/*
 * The history shows times on the player's own wall clock, as the rest of the web does (the
 * registration's "today"): the browser's offset at each instant, so a summer entry read in winter
 * keeps its summer hour. A Latvian player's clock is Riga's, the day the server's ranges count in.
 */

/** Offset east of UTC, in minutes, of the browser's clock at an instant (Riga: 120 or 180). */
export const browserUtcOffset = (epochMs: number): number => -new Date(epochMs).getTimezoneOffset();

/** `DD/MM/YYYY, HH:mm:ss` (account-and-session.md §9) of an instant on the player's clock. */
export const localDateTime = (epochMs: number): string => formatDateTime(epochMs, browserUtcOffset(epochMs));

/** The player's calendar day at an instant. */
export const localDay = (epochMs: number): CalendarDate => calendarDateOf(epochMs, browserUtcOffset(epochMs));
