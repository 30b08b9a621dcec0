import { calendarDateOf, type CalendarDate } from '@lv-casino/core/registration/calendar-date.ts';
import { browserUtcOffset } from '../../ui/local-time.ts';

/*
 * The history's ranges count in the player's calendar days (the registration's "today"); a Latvian
 * player's clock is Riga's, the day the server's ranges count in.
 */

/** The player's calendar day at an instant. */
export const localDay = (epochMs: number): CalendarDate => calendarDateOf(epochMs, browserUtcOffset(epochMs));
