import type { ClockPort } from '../shared/clock.port.ts';
import type { SessionTabsPort, TabMessage } from '../session/session-tabs.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { SessionTokens } from './user.ts';

/** How long a refused refresh waits for another tab to answer with the pair it rotated to, in ms. */
export const ROTATION_ANSWER_WAIT_MS = 3000;
/** How many of its own rotations a tab remembers, to answer a tab that asks for a later pair. */
const REMEMBERED_ROTATIONS = 16;

export interface TabSharedTokensOptions {
  /** This tab's own storage of the pair (session storage in the browser). */
  readonly store: TokenStorePort;
  readonly tabs: SessionTabsPort;
  readonly clock: ClockPort;
  /** Told when another tab ended the session this tab holds; its tokens here are cleared by then. */
  readonly onEndedElsewhere: () => void;
  /** How long a refused refresh waits for another tab's pair, in ms. Default {@link ROTATION_ANSWER_WAIT_MS}. */
  readonly answerWaitMs?: number;
}

/**
 * The session's tokens shared by the browser tabs that hold one session (a tab opened from another
 * starts with a copy of its tokens), so that either may refresh (account-and-session.md §4 Session):
 * - a refresh here (a write replacing the refresh token) is published; a tab holding the pair it
 *   replaced adopts the new one, so its next call carries a token the server still accepts;
 * - a refresh refused because another tab rotated the pair first (98) asks the other tabs, and
 *   {@link rotatedElsewhere} gives the pair the rotating tab answers with, if it does within the wait;
 * - a session ended here (tokens cleared: logout, expiry) is published; a tab holding it forgets its
 *   tokens and tells `onEndedElsewhere`, which logs it out too.
 * A tab holding another session (logged in on its own) ignores it all. The TokenStorePort of the app
 * and the TokenSource of the SDK client.
 */
export class TabSharedTokens implements TokenStorePort {
  readonly #options: TabSharedTokensOptions;
  /** Refresh token → the one that replaced it here, oldest first. */
  readonly #rotations = new Map<string, string>();
  /** Refused refresh tokens → the refused refreshes waiting for another tab's pair. */
  readonly #waiting = new Map<string, ((tokens: SessionTokens | null) => void)[]>();
  readonly #stopListening: () => void;

  constructor(options: TabSharedTokensOptions) {
    this.#options = options;
    this.#stopListening = options.tabs.listen((message) => {
      this.#receive(message);
    });
  }

  read(): SessionTokens | null {
    return this.#options.store.read();
  }

  write(tokens: SessionTokens): void {
    const previous = this.#options.store.read();
    this.#options.store.write(tokens);
    this.announce(previous, tokens);
  }

  clear(): void {
    const previous = this.#options.store.read();
    this.#options.store.clear();
    this.announce(previous, null);
  }

  /**
   * Tells the other tabs that this tab's store went from `previous` to `next` (null: cleared), for a
   * store written without this class (one that shares the session only once it holds one): a new
   * refresh token is a rotation, a cleared pair an ended session; a first pair is nobody's news.
   */
  announce(previous: SessionTokens | null, next: SessionTokens | null): void {
    if (previous === null) return;
    if (next === null) {
      this.#options.tabs.publish({ kind: 'session-ended', refreshToken: previous.refreshToken });
    } else if (previous.refreshToken !== next.refreshToken) {
      this.#remember(previous.refreshToken, next.refreshToken);
      this.#options.tabs.publish({ kind: 'tokens-rotated', from: previous.refreshToken, tokens: next });
    }
  }

  /**
   * The pair that replaced `refreshToken`, whose refresh the server refused: the stored pair when it
   * has changed already, else the one another tab answers with within the wait (stored here by then);
   * null when no tab rotated it (the session has ended).
   */
  rotatedElsewhere(refreshToken: string): Promise<SessionTokens | null> {
    const current = this.#options.store.read();
    if (current === null) return Promise.resolve(null);
    if (current.refreshToken !== refreshToken) return Promise.resolve(current);
    // A lone tab (no channel to others) has nobody to wait for.
    if (!this.#options.tabs.reachesOtherTabs) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiters = this.#waiting.get(refreshToken) ?? [];
      const cancel = this.#options.clock.schedule(
        this.#options.answerWaitMs ?? ROTATION_ANSWER_WAIT_MS,
        () => {
          this.#settle(refreshToken, null);
        },
      );
      waiters.push((tokens) => {
        cancel();
        resolve(tokens);
      });
      this.#waiting.set(refreshToken, waiters);
      this.#options.tabs.publish({ kind: 'rotation-asked', from: refreshToken });
    });
  }

  /** Stops listening to the other tabs. */
  dispose(): void {
    this.#stopListening();
  }

  #receive(message: TabMessage): void {
    const current = this.#options.store.read();
    if (current === null) return;
    switch (message.kind) {
      case 'tokens-rotated':
        if (current.refreshToken !== message.from) return;
        this.#options.store.write(message.tokens);
        this.#remember(message.from, message.tokens.refreshToken);
        this.#settle(message.from, message.tokens);
        return;
      case 'rotation-asked':
        if (this.#leadsToCurrent(message.from, current.refreshToken)) {
          this.#options.tabs.publish({ kind: 'tokens-rotated', from: message.from, tokens: current });
        }
        return;
      case 'session-ended':
        if (current.refreshToken !== message.refreshToken) return;
        this.#options.store.clear();
        this.#settle(message.refreshToken, null);
        this.#options.onEndedElsewhere();
        return;
    }
  }

  #settle(refreshToken: string, tokens: SessionTokens | null): void {
    const waiters = this.#waiting.get(refreshToken) ?? [];
    this.#waiting.delete(refreshToken);
    for (const waiter of waiters) waiter(tokens);
  }

  #remember(from: string, to: string): void {
    this.#rotations.set(from, to);
    for (const oldest of this.#rotations.keys()) {
      if (this.#rotations.size <= REMEMBERED_ROTATIONS) break;
      this.#rotations.delete(oldest);
    }
  }

  /** Whether this tab's rotations lead from `from` to its current refresh token. */
  #leadsToCurrent(from: string, current: string): boolean {
    let token = this.#rotations.get(from);
    for (let step = 0; token !== undefined && step < REMEMBERED_ROTATIONS; step += 1) {
      if (token === current) return true;
      token = this.#rotations.get(token);
    }
    return false;
  }
}
