import type { TokenStorePort } from '../session/token-store.port.ts';

/**
 * Whether a session is stored to restore (account-and-session.md §4 Session): without stored tokens
 * the visitor is logged out, and nothing needs asking.
 */
export const hasStoredSession = (tokens: TokenStorePort): boolean => tokens.read() !== null;
