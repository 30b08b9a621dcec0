import type { AuthPort } from '../session/auth.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';

/**
 * Calls the logout endpoint while the tokens still authenticate it (only if there are any), then
 * clears them whatever the call returned, even if it threw.
 */
export async function endServerSession(auth: AuthPort, tokens: TokenStorePort): Promise<void> {
  try {
    if (tokens.read() !== null) await auth.logout();
  } finally {
    tokens.clear();
  }
}
