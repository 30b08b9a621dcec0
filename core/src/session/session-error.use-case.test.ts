import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { SessionErrorUseCase } from './session-error.use-case.ts';

let tokens: InMemoryTokenStore;
let sessionError: SessionErrorUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens());
  sessionError = new SessionErrorUseCase(tokens, new FakeErrorCatalogue());
});

describe('SessionErrorUseCase', () => {
  it('shows the session-expired message and goes home on 98', () => {
    expect(sessionError.execute(98)).toMatchObject({
      kind: 'session-expired',
      messageKey: 'global.error.session.expired',
      next: { kind: 'navigate', to: { name: 'home' } },
    });
  });

  it('forgets the tokens on 98', () => {
    sessionError.execute(98);
    expect(tokens.read()).toBeNull();
  });

  it('opens the login modal on 3', () => {
    expect(sessionError.execute(3)).toMatchObject({
      kind: 'unauthorised',
      messageKey: 'errors.api.3',
      next: { kind: 'open-modal', modal: 'login' },
    });
  });

  it('says to clear the session state on 98', () => {
    expect(sessionError.execute(98)).toMatchObject({
      clear: ['user', 'customer-config', 'reality-check-timer'],
    });
  });

  it('raises LOGOUT as session-expired on 98', () => {
    expect(sessionError.execute(98)).toMatchObject({
      events: [{ kind: 'LOGOUT', reason: 'session-expired' }],
    });
  });

  it('says to clear the session state on 3', () => {
    expect(sessionError.execute(3)).toMatchObject({
      clear: ['user', 'customer-config', 'reality-check-timer'],
    });
  });

  it('raises LOGOUT as forced on 3', () => {
    expect(sessionError.execute(3)).toMatchObject({ events: [{ kind: 'LOGOUT', reason: 'forced' }] });
  });

  it('forgets the tokens on 3', () => {
    sessionError.execute(3);
    expect(tokens.read()).toBeNull();
  });

  it('ignores a code that does not end the session', () => {
    expect(sessionError.execute(41)).toEqual({ kind: 'ignored' });
  });

  it('keeps the tokens on an ignored code', () => {
    sessionError.execute(1);
    expect(tokens.clearCount).toBe(0);
  });
});
