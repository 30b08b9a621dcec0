import type { SessionTokens, TokenSource } from '../token-source.ts';

/** A TokenSource in memory that counts its writes and clears. */
export class InMemoryTokenSource implements TokenSource {
  #tokens: SessionTokens | null;
  writes = 0;
  clears = 0;

  constructor(tokens: SessionTokens | null = null) {
    this.#tokens = tokens;
  }

  read(): SessionTokens | null {
    return this.#tokens;
  }

  write(tokens: SessionTokens): void {
    this.writes += 1;
    this.#tokens = tokens;
  }

  clear(): void {
    this.clears += 1;
    this.#tokens = null;
  }
}
