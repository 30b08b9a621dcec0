import type { SessionTokens } from '../session/user.ts';

/**
 * The tokens of a register response (account-and-session.md §3): `<accessToken>;<refreshToken>`.
 * Null unless there are exactly two non-empty parts.
 */
export function parseRegistrationToken(token: string): SessionTokens | null {
  const parts = token.split(';');
  if (parts.length !== 2) return null;
  const [accessToken = '', refreshToken = ''] = parts;
  return accessToken === '' || refreshToken === '' ? null : { accessToken, refreshToken };
}
