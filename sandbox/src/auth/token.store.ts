import { randomUUID } from 'node:crypto';
import type { TokenPair } from '../dto.ts';

/** A login session; its tokens rotate on refresh, its id does not. */
export interface SessionRecord {
  readonly id: string;
  readonly customerId: number;
  readonly deviceId: string | null;
  readonly rememberMe: boolean;
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  /** Whether a realtime connection of the session has subscribed to its notifications yet. */
  notificationsSubscribed: boolean;
}

/** Outcome of checking an `Authorization` header: the session, or the errorCode of a 401. */
export type Authentication =
  | {
      readonly ok: true;
      readonly customerId: number;
      readonly sessionId: string;
      readonly session: SessionRecord;
    }
  | { readonly ok: false; readonly errorCode: 3 | 96 | 97; readonly errorMessage: string };

export interface TokenStoreOptions {
  /** Lifetime of an access token, in ms. */
  readonly accessTokenTtlMs: number;
  /** Lifetime of a refresh token, in ms (renewed by each refresh). */
  readonly refreshTokenTtlMs: number;
  /** Lifetime of a refresh token of a `rememberme` login, in ms. */
  readonly rememberMeRefreshTokenTtlMs: number;
  /** Current time in epoch ms. */
  readonly now: () => number;
  /**
   * Most live sessions one customer may hold; a login beyond it ends the oldest ones (see
   * {@link TokenStore.onSessionEvicted}). Default {@link defaultMaxSessionsPerCustomer}.
   */
  readonly maxSessionsPerCustomer?: number;
}

/**
 * How long after a rotation the refresh token it replaced may come again without ending the session
 * (ms): two tabs of one session that refresh at once (the web shares the pair between tabs, and the
 * loser takes the winner's pair) are not a theft. That token still gets no tokens (98).
 */
export const refreshReuseLeewayMs = 10_000;

/** Rotated refresh tokens remembered per session, newest first kept; older ones count as unknown. */
const rememberedRotationsPerSession = 100;

/** Live sessions one customer may hold by default. */
export const defaultMaxSessionsPerCustomer = 10;

/**
 * Opaque random tokens (UUIDs) with expiry. An expired access token answers 96, an unknown or revoked
 * one 97; refreshing rotates both tokens (the old pair stops working); logout revokes the session. A
 * refresh token that was already rotated, coming again, ends its whole session — every token issued
 * from it (OAuth 2.0 Security BCP §4.14.2, refresh token reuse detection) — unless it is the one just
 * replaced, within {@link refreshReuseLeewayMs}. A customer holds at most `maxSessionsPerCustomer` live
 * sessions: a new one ends the oldest.
 */
export class TokenStore {
  readonly #options: TokenStoreOptions;
  readonly #maxSessionsPerCustomer: number;
  readonly #evictionListeners: ((session: SessionRecord) => void)[] = [];
  /** In the order they began (a Map keeps insertion order), so the first of a customer is the oldest. */
  readonly #sessions = new Map<string, SessionRecord>();
  readonly #byAccessToken = new Map<string, SessionRecord>();
  readonly #byRefreshToken = new Map<string, SessionRecord>();
  /** Rotated refresh tokens of live sessions → the session and when it was rotated away. */
  readonly #rotatedAway = new Map<string, { readonly session: SessionRecord; readonly at: number }>();
  /** Each live session's rotated refresh tokens, oldest first (to forget them with the session). */
  readonly #rotatedOf = new Map<string, string[]>();

  constructor(options: TokenStoreOptions) {
    this.#options = options;
    this.#maxSessionsPerCustomer = options.maxSessionsPerCustomer ?? defaultMaxSessionsPerCustomer;
    if (!Number.isInteger(this.#maxSessionsPerCustomer) || this.#maxSessionsPerCustomer < 1) {
      throw new Error(
        `maxSessionsPerCustomer must be a positive integer, not ${this.#maxSessionsPerCustomer}`,
      );
    }
  }

  /**
   * Told about every session a newer login of its customer ended (the cap on live sessions), after its
   * tokens stopped working; the server then tells its realtime connections MULTIPLE_SESSIONS.
   */
  onSessionEvicted(listener: (session: SessionRecord) => void): void {
    this.#evictionListeners.push(listener);
  }

  /**
   * Starts a session for a customer and returns its first token pair. When the customer already holds
   * the most sessions allowed, the oldest ones end first.
   */
  issue(customerId: number, details: { deviceId: string | null; rememberMe: boolean }): TokenPair {
    this.#forgetEndedSessions();
    const live = this.sessionsOf(customerId);
    const evicted = live.slice(0, Math.max(0, live.length - this.#maxSessionsPerCustomer + 1));
    for (const old of evicted) this.revoke(old.id);
    const session: SessionRecord = {
      id: randomUUID(),
      customerId,
      deviceId: details.deviceId,
      rememberMe: details.rememberMe,
      accessToken: '',
      accessExpiresAt: 0,
      refreshToken: '',
      refreshExpiresAt: 0,
      notificationsSubscribed: false,
    };
    this.#sessions.set(session.id, session);
    const pair = this.#rotate(session);
    for (const old of evicted) for (const listener of this.#evictionListeners) listener(old);
    return pair;
  }

  /** Checks an `Authorization` header value; only `Bearer <token>` counts as credentials. */
  authenticate(authorization: string | undefined): Authentication {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const token = match?.[1];
    if (token === undefined) return { ok: false, errorCode: 3, errorMessage: 'Unauthorized' };
    const session = this.#byAccessToken.get(token);
    if (session === undefined) return { ok: false, errorCode: 97, errorMessage: 'Access token invalid' };
    if (session.accessExpiresAt <= this.#options.now()) {
      return { ok: false, errorCode: 96, errorMessage: 'Access token expired' };
    }
    return { ok: true, customerId: session.customerId, sessionId: session.id, session };
  }

  /**
   * Rotates the pair of the session holding `refreshToken`; null when it is unknown or expired (98). A
   * token the session already rotated away ends the session (all its tokens) and is null too, unless it
   * is the last one rotated away, less than {@link refreshReuseLeewayMs} ago.
   */
  refresh(refreshToken: string): TokenPair | null {
    const session = this.#byRefreshToken.get(refreshToken);
    if (session === undefined) {
      this.#reused(refreshToken);
      return null;
    }
    if (session.refreshExpiresAt <= this.#options.now()) {
      this.revoke(session.id);
      return null;
    }
    return this.#rotate(session);
  }

  /** Ends a session: both of its tokens stop working. */
  revoke(sessionId: string): void {
    const session = this.#sessions.get(sessionId);
    if (session === undefined) return;
    this.#byAccessToken.delete(session.accessToken);
    this.#byRefreshToken.delete(session.refreshToken);
    for (const token of this.#rotatedOf.get(sessionId) ?? []) this.#rotatedAway.delete(token);
    this.#rotatedOf.delete(sessionId);
    this.#sessions.delete(sessionId);
  }

  /** A refresh token not (or no longer) current: a rotated-away one ends its session, as stolen. */
  #reused(refreshToken: string): void {
    const rotated = this.#rotatedAway.get(refreshToken);
    if (rotated === undefined) return;
    const { session, at } = rotated;
    const justReplaced = this.#rotatedOf.get(session.id)?.at(-1) === refreshToken;
    if (justReplaced && this.#options.now() - at < refreshReuseLeewayMs) return;
    this.revoke(session.id);
  }

  /**
   * True for the first notifications subscription of a live session (the one its login opens), false
   * for every later one (a reload's new connection, a resubscription, a connection after a refresh) and
   * for an unknown or ended session: what a backend sends once when a session begins goes there.
   */
  firstNotificationsSubscription(sessionId: string): boolean {
    const session = this.#sessions.get(sessionId);
    if (session === undefined || session.notificationsSubscribed) return false;
    session.notificationsSubscribed = true;
    return true;
  }

  /** Makes every access token of a customer expired now; returns how many sessions that touched. */
  expireAccessTokensOf(customerId: number): number {
    const sessions = this.sessionsOf(customerId);
    const expiredAt = this.#options.now() - 1;
    for (const session of sessions) session.accessExpiresAt = expiredAt;
    return sessions.length;
  }

  /** Makes every refresh token of a customer expired now, so the next refresh answers 98. */
  expireRefreshTokensOf(customerId: number): number {
    const sessions = this.sessionsOf(customerId);
    const expiredAt = this.#options.now() - 1;
    for (const session of sessions) session.refreshExpiresAt = expiredAt;
    return sessions.length;
  }

  /** Live sessions of a customer. */
  sessionsOf(customerId: number): SessionRecord[] {
    return [...this.#sessions.values()].filter((s) => s.customerId === customerId);
  }

  #forgetEndedSessions(): void {
    const now = this.#options.now();
    for (const session of this.#sessions.values()) {
      if (session.refreshExpiresAt <= now) this.revoke(session.id);
    }
  }

  #rotate(session: SessionRecord): TokenPair {
    const now = this.#options.now();
    this.#byAccessToken.delete(session.accessToken);
    this.#byRefreshToken.delete(session.refreshToken);
    if (session.refreshToken !== '') this.#remember(session, session.refreshToken, now);
    session.accessToken = randomUUID();
    session.refreshToken = randomUUID();
    session.accessExpiresAt = now + this.#options.accessTokenTtlMs;
    const refreshTtl = session.rememberMe
      ? this.#options.rememberMeRefreshTokenTtlMs
      : this.#options.refreshTokenTtlMs;
    session.refreshExpiresAt = now + refreshTtl;
    this.#byAccessToken.set(session.accessToken, session);
    this.#byRefreshToken.set(session.refreshToken, session);
    return { accessToken: session.accessToken, refreshToken: session.refreshToken };
  }

  /** Remembers a refresh token rotated away, keeping the session's newest ones. */
  #remember(session: SessionRecord, refreshToken: string, now: number): void {
    const tokens = this.#rotatedOf.get(session.id) ?? [];
    tokens.push(refreshToken);
    this.#rotatedAway.set(refreshToken, { session, at: now });
    while (tokens.length > rememberedRotationsPerSession) {
      const oldest = tokens.shift();
      if (oldest !== undefined) this.#rotatedAway.delete(oldest);
    }
    this.#rotatedOf.set(session.id, tokens);
  }
}
