import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeAuthPort } from '../testing/auth-port.fake.ts';
import { FakeNotificationCatalogue } from '../testing/catalogues.fake.ts';
import { createTransportFailure } from '../testing/failure.builder.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { ForcedLogoutUseCase } from './forced-logout.use-case.ts';

let tokens: InMemoryTokenStore;
let auth: FakeAuthPort;
let forcedLogout: ForcedLogoutUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens({ accessToken: 'a-1' }));
  auth = new FakeAuthPort({ tokens });
  forcedLogout = new ForcedLogoutUseCase(auth, tokens, new FakeNotificationCatalogue());
});

describe('ForcedLogoutUseCase', () => {
  it('logs out and opens the login modal with the message of the notification', async () => {
    expect(await forcedLogout.execute({ notificationType: 'SELF_EXCLUSION' })).toMatchObject({
      kind: 'forced-logout',
      notificationType: 'SELF_EXCLUSION',
      messageKey: 'gaming.error.self.excluded',
      next: { kind: 'open-modal', modal: 'login' },
    });
  });

  it('says to clear the session state and raises LOGOUT as forced', async () => {
    expect(await forcedLogout.execute({ notificationType: 'SESSION_END_BY_OPERATOR' })).toMatchObject({
      clear: ['user', 'customer-config', 'reality-check-timer'],
      events: [{ kind: 'LOGOUT', reason: 'forced' }],
    });
  });

  it('forgets the tokens', async () => {
    await forcedLogout.execute({ notificationType: 'SESSION_END_BY_OPERATOR' });
    expect(tokens.read()).toBeNull();
  });

  it('ends the server session while the tokens are still stored', async () => {
    await forcedLogout.execute({ notificationType: 'SESSION_LENGTH_EXCEEDED' });
    expect(auth.logoutCalls).toEqual([{ accessToken: 'a-1' }]);
  });

  it('logs out even when the logout call fails', async () => {
    auth.logoutResult = fail(createTransportFailure());
    expect(await forcedLogout.execute({ notificationType: 'SELF_EXCLUSION' })).toMatchObject({
      kind: 'forced-logout',
    });
  });

  it('ignores a notification whose action is not a forced logout', async () => {
    expect(await forcedLogout.execute({ notificationType: 'KYC_VERIFIED' })).toEqual({ kind: 'ignored' });
  });

  it('ignores a notification type the contract does not list', async () => {
    expect(await forcedLogout.execute({ notificationType: 'SOMETHING_NEW' })).toEqual({ kind: 'ignored' });
  });

  it('keeps the session on an ignored notification', async () => {
    await forcedLogout.execute({ notificationType: 'KYC_VERIFIED' });
    expect({ tokens: tokens.read(), logoutCalls: auth.logoutCalls }).toEqual({
      tokens: createTokens({ accessToken: 'a-1' }),
      logoutCalls: [],
    });
  });
});
