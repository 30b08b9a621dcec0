import { formatCalendarDate } from '@lv-casino/core/lifetime-statistics/lifetime-figures.rule.ts';
import { browserUtcOffset } from '../../ui/local-time.ts';

/** `DD/MM/YYYY` (account-and-session.md §9) of an instant on the player's clock. */
export const localCalendarDate = (epochMs: number): string =>
  formatCalendarDate(epochMs, browserUtcOffset(epochMs));
