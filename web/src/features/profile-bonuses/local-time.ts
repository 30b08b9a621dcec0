import { formatDateTime } from '@lv-casino/core/money/money-format.rule.ts';

/** `DD/MM/YYYY, HH:mm:ss` (account-and-session.md §9) of an instant on the player's own clock. */
export const localDateTime = (epochMs: number): string =>
  formatDateTime(epochMs, -new Date(epochMs).getTimezoneOffset());
