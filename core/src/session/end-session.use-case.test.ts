import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationOutcome } from '../notifications/notification-dispatch.use-case.ts';
import { fail } from '../shared/result.ts';
import { FakeAuthPort } from '../testing/auth-port.fake.ts';
import { FAKE_ERROR_TABLE, FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createTransportFailure } from '../testing/failure.builder.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { EndSessionUseCase, REALITY_CHECK_LOGOUT_NOTICE, type SessionEnd } from './end-session.use-case.ts';

const errors = new FakeErrorCatalogue([
  ...FAKE_ERROR_TABLE,
  { code: 66, name: 'COOLING_OFF', messageKey: 'errors.api.66', clientAction: 'show-message' },
  { code: 69, name: 'FROZEN', messageKey: 'errors.api.69', clientAction: 'show-message' },
]);
const LOBBY = { pathname: '/lv/casino' };
const GAME_PLAY = { pathname: '/lv/game-play/real/book-of-riga' };
const OPEN_LOGIN = { kind: 'open-modal', modal: 'login' };
const TO_CASINO = { kind: 'navigate', to: { name: 'casino' } };
const CLEAR = ['user', 'customer-config', 'reality-check-timer'];

const notified = (outcome: NotificationOutcome): SessionEnd => ({ kind: 'notification', outcome });
const locked = (status: 'ACTIVE' | 'CLOSED' | 'FROZEN' | 'COOLING_OFF' | 'BLOCKED') =>
  notified({
    kind: 'update-account-lock',
    accountLockStatus: status,
    forcesLogout: status !== 'ACTIVE',
    events: [],
  });
const OPERATOR_ENDED = notified({
  kind: 'force-logout-open-login',
  notificationType: 'SESSION_END_BY_OPERATOR',
  messageKey: 'notifications.sessionEndByOperator',
});

let tokens: InMemoryTokenStore;
let auth: FakeAuthPort;
let endSession: EndSessionUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens({ accessToken: 'a-1' }));
  auth = new FakeAuthPort({ tokens });
  endSession = new EndSessionUseCase(auth, tokens, errors);
});

describe('EndSessionUseCase', () => {
  describe('a logout', () => {
    it('stays on the page, with no notice, and raises LOGOUT by the player', async () => {
      expect(await endSession.execute({ kind: 'logout' }, LOBBY)).toEqual({
        kind: 'ended',
        notice: null,
        events: [{ kind: 'LOGOUT', reason: 'user' }],
        next: [{ kind: 'stay' }],
        clear: CLEAR,
      });
    });

    it('ends the server session, then forgets the tokens', async () => {
      await endSession.execute({ kind: 'logout' }, LOBBY);
      expect([auth.logoutCalls, tokens.read()]).toEqual([[{ accessToken: 'a-1' }], null]);
    });

    it('leaves a game-play page for the casino', async () => {
      expect(await endSession.execute({ kind: 'logout' }, GAME_PLAY)).toMatchObject({ next: [TO_CASINO] });
    });

    it('by the reality check reopens the login modal with its notice', async () => {
      expect(await endSession.execute({ kind: 'logout', reason: 'reality-check' }, LOBBY)).toMatchObject({
        notice: REALITY_CHECK_LOGOUT_NOTICE,
        events: [{ kind: 'LOGOUT', reason: 'reality-check' }],
        next: [{ kind: 'stay' }, OPEN_LOGIN],
      });
    });
  });

  describe('a session ended in another tab', () => {
    it('is forgotten here with no call and no event of its own', async () => {
      const decision = await endSession.execute({ kind: 'ended-elsewhere' }, GAME_PLAY);
      expect([decision, auth.logoutCalls]).toEqual([
        { kind: 'ended', notice: null, events: [], next: [TO_CASINO], clear: CLEAR },
        [],
      ]);
    });
  });

  describe("the SDK's signals", () => {
    it('98 (refresh refused) says the session expired, goes home and opens the login modal', async () => {
      expect(await endSession.execute({ kind: 'signal', errorCode: 98 }, LOBBY)).toMatchObject({
        notice: 'global.error.session.expired',
        events: [{ kind: 'LOGOUT', reason: 'session-expired' }],
        next: [{ kind: 'navigate', to: { name: 'home' } }, OPEN_LOGIN],
      });
    });

    it('3 (unauthorised) opens the login modal once, with no server call', async () => {
      const decision = await endSession.execute({ kind: 'signal', errorCode: 3 }, LOBBY);
      expect([decision, auth.logoutCalls]).toMatchObject([
        { notice: 'errors.api.3', next: [OPEN_LOGIN] },
        [],
      ]);
    });

    it('ignores a code that ends no session', async () => {
      expect(await endSession.execute({ kind: 'signal', errorCode: 41 }, LOBBY)).toEqual({ kind: 'ignored' });
    });
  });

  describe('a notification', () => {
    it('that forces a logout opens the login modal with its message and raises LOGOUT as forced', async () => {
      expect(await endSession.execute(OPERATOR_ENDED, LOBBY)).toEqual({
        kind: 'ended',
        notice: 'notifications.sessionEndByOperator',
        events: [{ kind: 'LOGOUT', reason: 'forced' }],
        next: [OPEN_LOGIN],
        clear: CLEAR,
      });
    });

    it('that forces a logout ends the server session, then forgets the tokens', async () => {
      await endSession.execute(OPERATOR_ENDED, LOBBY);
      expect([auth.logoutCalls, tokens.read()]).toEqual([[{ accessToken: 'a-1' }], null]);
    });

    it('ends the session even when the logout call fails', async () => {
      auth.logoutResult = fail(createTransportFailure());
      expect(await endSession.execute(OPERATOR_ENDED, LOBBY)).toMatchObject({ kind: 'ended' });
    });

    it.each([
      ['FROZEN', 'errors.api.69'],
      ['COOLING_OFF', 'errors.api.66'],
      ['CLOSED', 'errors.api.2'],
      ['BLOCKED', 'errors.api.2'],
    ] as const)('of the lock status %s explains it with %s', async (status, notice) => {
      expect(await endSession.execute(locked(status), LOBBY)).toMatchObject({ notice, next: [OPEN_LOGIN] });
    });

    it('of an ACTIVE account ends nothing and calls nothing', async () => {
      const decision = await endSession.execute(locked('ACTIVE'), LOBBY);
      expect([decision, auth.logoutCalls, tokens.read()]).toEqual([
        { kind: 'ignored' },
        [],
        createTokens({ accessToken: 'a-1' }),
      ]);
    });

    it('of any other kind ends nothing', async () => {
      expect(await endSession.execute(notified({ kind: 'start-reality-check' }), LOBBY)).toEqual({
        kind: 'ignored',
      });
    });
  });

  it.each([
    [{ kind: 'logout' }, true],
    [OPERATOR_ENDED, true],
    [{ kind: 'signal', errorCode: 98 }, false],
    [{ kind: 'ended-elsewhere' }, false],
  ] as const)('says whether ending %j calls the server first (%s)', (end, calls) => {
    expect(EndSessionUseCase.callsServer(end)).toBe(calls);
  });
});
