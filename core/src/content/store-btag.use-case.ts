import type { CookiePort } from '../shared/cookie.port.ts';
import { parseQuery } from '../routing/query-string.rule.ts';

/** Name of the affiliate cookie and of the landing page's query parameter. */
export const BTAG_COOKIE = 'btag';
/** Lifetime of the btag cookie: 30 days, in seconds. */
export const BTAG_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type StoreBtagOutcome =
  | { readonly kind: 'stored'; readonly btag: string }
  /** A btag cookie already exists; it is never overwritten. */
  | { readonly kind: 'kept'; readonly btag: string }
  | { readonly kind: 'absent' };

/**
 * The landing page stores its btag query parameter in the btag cookie for 30 days, only when no
 * btag cookie exists yet (games-and-content.md §4, §5). A blank btag is not stored.
 */
export class StoreBtagUseCase {
  readonly #cookies: CookiePort;

  constructor(cookies: CookiePort) {
    this.#cookies = cookies;
  }

  execute(search: string): StoreBtagOutcome {
    const btag = parseQuery(search).get(BTAG_COOKIE)?.trim() ?? '';
    if (btag === '') return { kind: 'absent' };
    const existing = this.#cookies.read(BTAG_COOKIE);
    if (existing !== null) return { kind: 'kept', btag: existing };
    this.#cookies.write(BTAG_COOKIE, btag, { maxAgeSeconds: BTAG_MAX_AGE_SECONDS });
    return { kind: 'stored', btag };
  }
}
