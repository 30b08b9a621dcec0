import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeAccountPort } from '../testing/account-port.fake.ts';
import { FakeAuthPort } from '../testing/auth-port.fake.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens, createUser } from '../testing/user.builder.ts';
import { LogoutUseCase } from './logout.use-case.ts';
import { TermsUseCase } from './terms.use-case.ts';

const user = createUser({ acceptTermsAndConditions: false });
let tokens: InMemoryTokenStore;
let account: FakeAccountPort;
let auth: FakeAuthPort;
let terms: TermsUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens());
  account = new FakeAccountPort({ tokens });
  auth = new FakeAuthPort({ tokens });
  terms = new TermsUseCase(account, new LogoutUseCase(auth, tokens), new FakeErrorCatalogue());
});

describe('TermsUseCase.accept', () => {
  it('posts the acceptance to the server', async () => {
    await terms.accept(user);
    expect(account.acceptTermsCount).toBe(1);
  });

  it('marks the user accepted and closes the modal', async () => {
    expect(await terms.accept(user)).toEqual({
      kind: 'accepted',
      user: { ...user, acceptTermsAndConditions: true },
      next: { kind: 'close-modal' },
    });
  });

  it('fails with the catalogue entry when the server refuses', async () => {
    account.acceptTermsResult = fail(createApiFailure(41));
    expect(await terms.accept(user)).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });
});

describe('TermsUseCase.decline', () => {
  it('logs out', async () => {
    await terms.decline({ onGamePlayPage: false });
    expect({ logoutCalls: auth.logoutCalls.length, tokens: tokens.read() }).toEqual({
      logoutCalls: 1,
      tokens: null,
    });
  });

  it('closes the terms modal', async () => {
    expect(await terms.decline({ onGamePlayPage: false })).toMatchObject({
      kind: 'logged-out',
      next: { kind: 'close-modal' },
    });
  });

  it('leaves a game-play page for the casino', async () => {
    expect(await terms.decline({ onGamePlayPage: true })).toMatchObject({
      next: { kind: 'navigate', to: { name: 'casino' } },
    });
  });
});
