import { beforeEach, describe, expect, it } from 'vitest';
import { TokenStore } from './token.store.ts';

const minute = 60_000;

describe('TokenStore', () => {
  let now: number;
  let store: TokenStore;
  const bearer = (token: string): string => `Bearer ${token}`;

  beforeEach(() => {
    now = 1_000_000;
    store = new TokenStore({
      accessTokenTtlMs: 15 * minute,
      refreshTokenTtlMs: 60 * minute,
      rememberMeRefreshTokenTtlMs: 24 * 60 * minute,
      now: () => now,
    });
  });

  it('authenticates a fresh access token as its customer', () => {
    const pair = store.issue(1001, { deviceId: null, rememberMe: false });
    expect(store.authenticate(bearer(pair.accessToken))).toMatchObject({ ok: true, customerId: 1001 });
  });

  it('answers 3 without a bearer token', () => {
    expect(store.authenticate(undefined)).toMatchObject({
      ok: false,
      errorCode: 3,
      errorMessage: 'Unauthorized',
    });
    expect(store.authenticate('Basic abc')).toMatchObject({ ok: false, errorCode: 3 });
  });

  it('answers 96 once the access token has expired', () => {
    const pair = store.issue(1001, { deviceId: null, rememberMe: false });
    now += 15 * minute;
    expect(store.authenticate(bearer(pair.accessToken))).toMatchObject({ ok: false, errorCode: 96 });
  });

  it('answers 97 for a token it never issued', () => {
    expect(store.authenticate(bearer('forged'))).toMatchObject({ ok: false, errorCode: 97 });
  });

  it('rotates both tokens on refresh; the old ones stop working', () => {
    const first = store.issue(1001, { deviceId: null, rememberMe: false });
    const second = store.refresh(first.refreshToken);
    expect(second).not.toBeNull();
    expect(store.authenticate(bearer(second?.accessToken ?? ''))).toMatchObject({ ok: true });
    expect(store.authenticate(bearer(first.accessToken))).toMatchObject({ ok: false, errorCode: 97 });
    expect(store.refresh(first.refreshToken)).toBeNull();
  });

  describe('refresh token reuse (OAuth 2.0 Security BCP)', () => {
    it('ends the whole session when a rotated-away refresh token comes again', () => {
      const first = store.issue(1001, { deviceId: null, rememberMe: false });
      const second = store.refresh(first.refreshToken);
      now += 60_000;
      store.refresh(first.refreshToken);
      expect(store.authenticate(bearer(second?.accessToken ?? ''))).toMatchObject({
        ok: false,
        errorCode: 97,
      });
    });

    it('lets no token issued from the reused one refresh any more', () => {
      const first = store.issue(1001, { deviceId: null, rememberMe: false });
      const second = store.refresh(first.refreshToken);
      const third = store.refresh(second?.refreshToken ?? '');
      now += 60_000;
      store.refresh(first.refreshToken);
      expect(store.refresh(third?.refreshToken ?? '')).toBeNull();
    });

    it('refuses the token just replaced within the leeway, but keeps the session (two tabs at once)', () => {
      const first = store.issue(1001, { deviceId: null, rememberMe: false });
      const second = store.refresh(first.refreshToken);
      now += 2_000;
      expect(store.refresh(first.refreshToken)).toBeNull();
      expect(store.refresh(second?.refreshToken ?? '')).not.toBeNull();
    });

    it('ends the session for the token just replaced once the leeway has passed', () => {
      const first = store.issue(1001, { deviceId: null, rememberMe: false });
      const second = store.refresh(first.refreshToken);
      now += 10_000;
      store.refresh(first.refreshToken);
      expect(store.refresh(second?.refreshToken ?? '')).toBeNull();
    });

    it("leaves the customer's other sessions alone", () => {
      const stolen = store.issue(1001, { deviceId: null, rememberMe: false });
      const other = store.issue(1001, { deviceId: null, rememberMe: false });
      store.refresh(stolen.refreshToken);
      now += 60_000;
      store.refresh(stolen.refreshToken);
      expect(store.authenticate(bearer(other.accessToken))).toMatchObject({ ok: true });
    });
  });

  it('refuses an expired refresh token', () => {
    const pair = store.issue(1001, { deviceId: null, rememberMe: false });
    now += 60 * minute;
    expect(store.refresh(pair.refreshToken)).toBeNull();
  });

  it('keeps the refresh token of a rememberme login longer', () => {
    const pair = store.issue(1001, { deviceId: 'd1', rememberMe: true });
    now += 2 * 60 * minute;
    expect(store.refresh(pair.refreshToken)).not.toBeNull();
  });

  it('revokes both tokens of a session', () => {
    const pair = store.issue(1001, { deviceId: null, rememberMe: false });
    const auth = store.authenticate(bearer(pair.accessToken));
    if (!auth.ok) throw new Error('expected a session');
    store.revoke(auth.sessionId);
    expect(store.authenticate(bearer(pair.accessToken))).toMatchObject({ ok: false, errorCode: 97 });
    expect(store.refresh(pair.refreshToken)).toBeNull();
  });

  it('expires every access token of one customer only', () => {
    const anna = store.issue(1001, { deviceId: null, rememberMe: false });
    const janis = store.issue(1002, { deviceId: null, rememberMe: false });
    expect(store.expireAccessTokensOf(1001)).toBe(1);
    expect(store.authenticate(bearer(anna.accessToken))).toMatchObject({ ok: false, errorCode: 96 });
    expect(store.authenticate(bearer(janis.accessToken))).toMatchObject({ ok: true });
  });

  describe('the first notifications subscription of a session', () => {
    const sessionOf = (accessToken: string): string => {
      const auth = store.authenticate(bearer(accessToken));
      if (!auth.ok) throw new Error('expected a session');
      return auth.sessionId;
    };

    it('is the first one only', () => {
      const session = sessionOf(store.issue(1001, { deviceId: null, rememberMe: false }).accessToken);
      expect(store.firstNotificationsSubscription(session)).toBe(true);
      expect(store.firstNotificationsSubscription(session)).toBe(false);
    });

    it('has passed for the session once its tokens are refreshed', () => {
      const first = store.issue(1001, { deviceId: null, rememberMe: false });
      store.firstNotificationsSubscription(sessionOf(first.accessToken));
      const refreshed = store.refresh(first.refreshToken);
      expect(store.firstNotificationsSubscription(sessionOf(refreshed?.accessToken ?? ''))).toBe(false);
    });

    it('comes again with a new login of the customer', () => {
      store.firstNotificationsSubscription(
        sessionOf(store.issue(1001, { deviceId: null, rememberMe: false }).accessToken),
      );
      const again = sessionOf(store.issue(1001, { deviceId: null, rememberMe: false }).accessToken);
      expect(store.firstNotificationsSubscription(again)).toBe(true);
    });

    it('never comes for an unknown or ended session', () => {
      const session = sessionOf(store.issue(1001, { deviceId: null, rememberMe: false }).accessToken);
      store.revoke(session);
      expect(store.firstNotificationsSubscription(session)).toBe(false);
      expect(store.firstNotificationsSubscription('no-such-session')).toBe(false);
    });
  });

  describe('live sessions per customer', () => {
    const options = {
      accessTokenTtlMs: 15 * minute,
      refreshTokenTtlMs: 60 * minute,
      rememberMeRefreshTokenTtlMs: 24 * 60 * minute,
      now: () => now,
    };
    const login = (capped: TokenStore, customerId = 1001) =>
      capped.issue(customerId, { deviceId: null, rememberMe: false });

    it('holds at most 10 by default: the eleventh login ends the oldest', () => {
      const pairs = Array.from({ length: 11 }, () => login(store));
      expect(store.sessionsOf(1001)).toHaveLength(10);
      expect(store.authenticate(bearer(pairs[0]?.accessToken ?? ''))).toMatchObject({ errorCode: 97 });
      expect(store.authenticate(bearer(pairs[1]?.accessToken ?? ''))).toMatchObject({ ok: true });
      expect(store.refresh(pairs[0]?.refreshToken ?? '')).toBeNull();
    });

    it('tells the listeners about each session it ends, after its tokens stopped working', () => {
      const capped = new TokenStore({ ...options, maxSessionsPerCustomer: 2 });
      const told: string[] = [];
      const first = login(capped);
      capped.onSessionEvicted((session) => {
        told.push(session.id);
        expect(capped.authenticate(bearer(session.accessToken))).toMatchObject({ errorCode: 97 });
      });
      const firstSession = capped.sessionsOf(1001)[0]?.id;
      login(capped);
      login(capped, 1002);
      expect(told).toEqual([]);
      login(capped);
      expect(told).toEqual([firstSession]);
      expect(capped.authenticate(bearer(first.accessToken))).toMatchObject({ errorCode: 97 });
      expect(capped.sessionsOf(1002)).toHaveLength(1);
    });

    it('counts a refreshed session by when it began, not by its last refresh', () => {
      const capped = new TokenStore({ ...options, maxSessionsPerCustomer: 2 });
      const first = login(capped);
      const second = login(capped);
      const refreshed = capped.refresh(first.refreshToken);
      login(capped);
      expect(capped.authenticate(bearer(refreshed?.accessToken ?? ''))).toMatchObject({ errorCode: 97 });
      expect(capped.authenticate(bearer(second.accessToken))).toMatchObject({ ok: true });
    });

    it('refuses a cap below 1', () => {
      expect(() => new TokenStore({ ...options, maxSessionsPerCustomer: 0 })).toThrow(/positive integer/);
    });
  });
});
