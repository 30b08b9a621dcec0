import type { SessionTokens } from '../session/user.ts';

/**
 * A message between the browser tabs of one origin about the sessions they hold (a tab opened from
 * another holds the same session: the browser copies its session storage). Tokens travel only on
 * this same-origin channel, never in URLs or logs.
 */
export type TabMessage =
  /** A tab refreshed: `tokens` replaced the pair whose refresh token was `from`. */
  | { readonly kind: 'tokens-rotated'; readonly from: string; readonly tokens: SessionTokens }
  /** A tab's refresh with `from` was refused (98): a tab that rotated `from` answers with its pair. */
  | { readonly kind: 'rotation-asked'; readonly from: string }
  /** A tab's session ended (logout, expiry); `refreshToken` was its last, now dead, refresh token. */
  | { readonly kind: 'session-ended'; readonly refreshToken: string };

/** The other tabs of this origin (a BroadcastChannel in the browser). */
export interface SessionTabsPort {
  /** False where the runtime offers no channel between tabs: nothing is sent, nothing will answer. */
  readonly reachesOtherTabs: boolean;
  /** Sends `message` to every other tab, never back to this one. */
  publish(message: TabMessage): void;
  /** Calls `listener` with each message of another tab; returns a function that stops it. */
  listen(listener: (message: TabMessage) => void): () => void;
}
export const SessionTabsPort = Symbol('SessionTabsPort');
