import { formatInboxTime } from '@lv-casino/core/inbox/inbox-thread.rule.ts';
import { browserUtcOffset } from '../../ui/local-time.ts';

/*
 * Times show on the player's own wall clock, as the rest of the web does: the browser's offset at each
 * instant, so a summer message read in winter keeps its summer hour.
 */

/** Offset east of UTC, in minutes, of the browser's clock at an instant (Riga: 120 or 180). */

/** `DD/MM/YYYY HH:mm` of an instant on the player's clock. */
export const localMessageTime = (epochMs: number): string =>
  formatInboxTime(epochMs, browserUtcOffset(epochMs));

/** The instant as a `datetime` attribute (ISO 8601, UTC). */
export const isoTime = (epochMs: number): string => new Date(epochMs).toISOString();
