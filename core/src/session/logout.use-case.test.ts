import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeAuthPort } from '../testing/auth-port.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { LogoutUseCase } from './logout.use-case.ts';

let tokens: InMemoryTokenStore;
let auth: FakeAuthPort;
let logout: LogoutUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens({ accessToken: 'a-1' }));
  auth = new FakeAuthPort({ tokens });
  logout = new LogoutUseCase(auth, tokens);
});

describe('LogoutUseCase', () => {
  it('ends the server session with the stored tokens', async () => {
    await logout.execute({ onGamePlayPage: false });
    expect(auth.logoutCalls).toEqual([{ accessToken: 'a-1' }]);
  });

  it('forgets the tokens', async () => {
    await logout.execute({ onGamePlayPage: false });
    expect(tokens.read()).toBeNull();
  });

  it('forgets the tokens when the logout call fails', async () => {
    auth.logoutResult = fail(createTransportFailure());
    await logout.execute({ onGamePlayPage: false });
    expect(tokens.read()).toBeNull();
  });

  it('is logged out when the logout call fails', async () => {
    auth.logoutResult = fail(createApiFailure(41));
    expect(await logout.execute({ onGamePlayPage: false })).toMatchObject({ kind: 'logged-out' });
  });

  it('forgets the tokens when the logout call throws', async () => {
    auth.logout = () => Promise.reject(new Error('bug'));
    await logout.execute({ onGamePlayPage: false }).catch(() => undefined);
    expect(tokens.read()).toBeNull();
  });

  it('makes no server call when no tokens are stored', async () => {
    tokens.clear();
    await logout.execute({ onGamePlayPage: false });
    expect(auth.logoutCalls).toEqual([]);
  });

  it('stays on the page', async () => {
    expect(await logout.execute({ onGamePlayPage: false })).toMatchObject({
      kind: 'logged-out',
      next: { kind: 'stay' },
    });
  });

  it('leaves a game-play page for the casino', async () => {
    expect(await logout.execute({ onGamePlayPage: true })).toMatchObject({
      kind: 'logged-out',
      next: { kind: 'navigate', to: { name: 'casino' } },
    });
  });

  it('says to clear the user, the customer config and the reality-check timer', async () => {
    const outcome = await logout.execute({ onGamePlayPage: false });
    expect(outcome.clear).toEqual(['user', 'customer-config', 'reality-check-timer']);
  });

  it('raises LOGOUT for the player', async () => {
    const outcome = await logout.execute({ onGamePlayPage: false });
    expect(outcome.events).toEqual([{ kind: 'LOGOUT', reason: 'user' }]);
  });

  it('raises LOGOUT for the reality check when it ends the session', async () => {
    const outcome = await logout.execute({ onGamePlayPage: true, reason: 'reality-check' });
    expect(outcome.events).toEqual([{ kind: 'LOGOUT', reason: 'reality-check' }]);
  });
});
