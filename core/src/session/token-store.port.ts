import type { SessionTokens } from '../session/user.ts';

/** Where the session tokens live (session storage in the browser). Synchronous by design. */
export interface TokenStorePort {
  read(): SessionTokens | null;
  write(tokens: SessionTokens): void;
  clear(): void;
}
export const TokenStorePort = Symbol('TokenStorePort');
