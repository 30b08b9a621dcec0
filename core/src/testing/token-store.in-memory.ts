import type { TokenStorePort } from '../session/token-store.port.ts';
import type { SessionTokens } from '../session/user.ts';

/** A TokenStorePort in memory that records every write and clear. */
export class InMemoryTokenStore implements TokenStorePort {
  #tokens: SessionTokens | null;
  readonly writes: SessionTokens[] = [];
  clearCount = 0;

  constructor(initial: SessionTokens | null = null) {
    this.#tokens = initial;
  }

  read(): SessionTokens | null {
    return this.#tokens;
  }

  write(tokens: SessionTokens): void {
    this.writes.push(tokens);
    this.#tokens = tokens;
  }

  clear(): void {
    this.clearCount += 1;
    this.#tokens = null;
  }
}
