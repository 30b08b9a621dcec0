/** The widget token is renewed this long before it expires, so a player never bets with a dead one. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** Never renewed sooner than this after it was fetched (a token given with little time left). */
export const TOKEN_RENEWAL_MIN_MS = 30_000;

/**
 * How long after fetching a widget token to fetch the next: a minute before it expires, at least 30 s
 * later; null when the server does not say when it expires (then only a login or the page renews it).
 */
export const tokenRenewalDelay = (expiresAt: number | null, now: number): number | null =>
  expiresAt === null ? null : Math.max(TOKEN_RENEWAL_MIN_MS, expiresAt - now - TOKEN_RENEWAL_MARGIN_MS);
