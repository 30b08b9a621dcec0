import { formatDateTime } from '@lv-casino/core/money/money-format.rule.ts';

/*
 * Times show on the player's own wall clock: the browser's offset at each instant, so a summer date
 * read in winter keeps its summer hour.
 */

/** Offset east of UTC, in minutes, of the browser's clock at an instant (Riga: 120 or 180). */
export const browserUtcOffset = (epochMs: number): number => -new Date(epochMs).getTimezoneOffset();

/** `DD/MM/YYYY, HH:mm:ss` (account-and-session.md §9) of an instant on the player's clock. */
export const localDateTime = (epochMs: number): string => formatDateTime(epochMs, browserUtcOffset(epochMs));
