import type { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import type { SessionTokens } from '@lv-casino/core/session/user.ts';
import type { TokenSource } from '@lv-casino/sdk/token-source.ts';

/** Session-storage key of the token pair (account-and-session.md §4 Session). */
export const TOKENS_STORAGE_KEY = 'lv-casino.tokens';

export interface SessionStorageTokenStoreOptions {
  /** Where the pair lives; defaults to `globalThis.sessionStorage`. */
  readonly storage?: Storage;
}

const isSessionTokens = (value: unknown): value is SessionTokens => {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken !== '' && typeof refreshToken === 'string';
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The session's token pair in session storage, as JSON under `lv-casino.tokens`. Serves both core's
 * TokenStorePort and the SDK's TokenSource. A value that is not a valid pair counts as no session and
 * is removed.
 */
export class SessionStorageTokenStore implements TokenStorePort, TokenSource {
  readonly #storage: Storage;

  constructor(options: SessionStorageTokenStoreOptions = {}) {
    this.#storage = options.storage ?? globalThis.sessionStorage;
  }

  read(): SessionTokens | null {
    const text = this.#storage.getItem(TOKENS_STORAGE_KEY);
    if (text === null) return null;
    const value = parse(text);
    if (!isSessionTokens(value)) {
      this.#storage.removeItem(TOKENS_STORAGE_KEY);
      return null;
    }
    return { accessToken: value.accessToken, refreshToken: value.refreshToken };
  }

  write(tokens: SessionTokens): void {
    const { accessToken, refreshToken } = tokens;
    this.#storage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ accessToken, refreshToken }));
  }

  clear(): void {
    this.#storage.removeItem(TOKENS_STORAGE_KEY);
  }
}
