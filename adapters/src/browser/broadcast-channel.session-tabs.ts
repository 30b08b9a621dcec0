import type { SessionTabsPort, TabMessage } from '@lv-casino/core/session/session-tabs.port.ts';

/** Name of the BroadcastChannel the tabs of this origin share about their sessions. */
export const SESSION_TABS_CHANNEL = 'lv-casino.session';

/** What the adapter uses of a BroadcastChannel (a fake in tests). */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface BroadcastChannelSessionTabsOptions {
  /**
   * The channel; defaults to `new BroadcastChannel('lv-casino.session')` where the browser has
   * BroadcastChannel, else none: every tab then keeps its session to itself.
   */
  readonly channel?: TabChannel | null;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The message when `data` is a well-formed TabMessage, else null (dropped without a word: it may hold tokens). */
function parseTabMessage(data: unknown): TabMessage | null {
  if (!isRecord(data)) return null;
  switch (data.kind) {
    case 'tokens-rotated': {
      const { from, tokens } = data;
      if (!isText(from) || !isRecord(tokens)) return null;
      const { accessToken, refreshToken } = tokens;
      if (!isText(accessToken) || !isText(refreshToken)) return null;
      return { kind: 'tokens-rotated', from, tokens: { accessToken, refreshToken } };
    }
    case 'rotation-asked':
      return isText(data.from) ? { kind: 'rotation-asked', from: data.from } : null;
    case 'session-ended':
      return isText(data.refreshToken) ? { kind: 'session-ended', refreshToken: data.refreshToken } : null;
    default:
      return null;
  }
}

const defaultChannel = (): TabChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_TABS_CHANNEL);

/**
 * The other tabs of this origin over a BroadcastChannel (same origin only, in memory: the tokens it
 * carries never reach a URL, a log or storage shared with other sites). A message that is not a
 * well-formed TabMessage is dropped.
 */
export class BroadcastChannelSessionTabs implements SessionTabsPort {
  readonly #channel: TabChannel | null;
  readonly #listeners = new Set<(message: TabMessage) => void>();

  constructor(options: BroadcastChannelSessionTabsOptions = {}) {
    this.#channel = options.channel === undefined ? defaultChannel() : options.channel;
    if (this.#channel !== null) {
      this.#channel.onmessage = (event) => {
        this.#receive(event.data);
      };
    }
  }

  get reachesOtherTabs(): boolean {
    return this.#channel !== null;
  }

  publish(message: TabMessage): void {
    this.#channel?.postMessage(message);
  }

  listen(listener: (message: TabMessage) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Closes the channel: nothing more is sent or received. */
  close(): void {
    this.#listeners.clear();
    this.#channel?.close();
  }

  #receive(data: unknown): void {
    const message = parseTabMessage(data);
    if (message === null) return;
    for (const listener of [...this.#listeners]) listener(message);
  }
}
