import type { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import type { SessionTokens } from '@lv-casino/core/session/user.ts';

/** What this class needs of core's TabSharedTokens, loaded as a chunk. */
export interface TabSharing {
  announce(previous: SessionTokens | null, next: SessionTokens | null): void;
  rotatedElsewhere(refreshToken: string): Promise<SessionTokens | null>;
}

const ignore = (): undefined => undefined;

/**
 * This tab's token store, sharing the session with the other tabs that hold it (TabSharedTokens),
 * whose code is loaded only once this tab holds a session: restored at start-up or begun by a login.
 * A visitor's tab never downloads it. Reads and writes stay synchronous on the store; what they
 * change is announced to the other tabs once the sharing has loaded. A refused refresh asks the
 * other tabs for the pair they rotated to (null when the sharing cannot load: the session ends, as
 * it would without it). The app's TokenStorePort and the SDK client's TokenSource.
 */
export class DeferredTabSharedTokens implements TokenStorePort {
  readonly #store: TokenStorePort;
  readonly #load: () => Promise<TabSharing>;
  #sharing: Promise<TabSharing> | null = null;

  /** @param load resolves to the sharing over `store` (a dynamic import in the browser). */
  constructor(store: TokenStorePort, load: () => Promise<TabSharing>) {
    this.#store = store;
    this.#load = load;
    if (store.read() !== null) this.#share().catch(ignore);
  }

  read(): SessionTokens | null {
    return this.#store.read();
  }

  write(tokens: SessionTokens): void {
    const previous = this.#store.read();
    this.#store.write(tokens);
    this.#share().then((sharing) => {
      sharing.announce(previous, tokens);
    }, ignore);
  }

  clear(): void {
    const previous = this.#store.read();
    this.#store.clear();
    // A session that was never shared has no other tab to tell.
    this.#sharing?.then((sharing) => {
      sharing.announce(previous, null);
    }, ignore);
  }

  rotatedElsewhere(refreshToken: string): Promise<SessionTokens | null> {
    return this.#share().then(
      (sharing) => sharing.rotatedElsewhere(refreshToken),
      () => null,
    );
  }

  #share(): Promise<TabSharing> {
    this.#sharing ??= this.#load().catch((error: unknown) => {
      this.#sharing = null;
      throw error;
    });
    return this.#sharing;
  }
}
