import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/user.builder.ts';
import { loggedInAfterLogin, nextAfterLogin, nextAfterRestore, toLoggedIn } from './after-login.rule.ts';

const game = { friendlyUrl: 'book-of-dead' };

describe('nextAfterLogin', () => {
  it('closes the login modal', () => {
    expect(nextAfterLogin(createUser(), null)).toEqual({ kind: 'close-modal' });
  });

  it('opens the kyc tab of the profile when KYC is NOT_VERIFIED', () => {
    expect(nextAfterLogin(createUser({ kycVerified: 'NOT_VERIFIED' }), game)).toEqual({
      kind: 'open-modal',
      modal: 'profile',
      params: { selectedTab: 'kyc' },
    });
  });

  it('does not send a player waiting for the back office to the kyc tab', () => {
    expect(nextAfterLogin(createUser({ kycVerified: 'WAITING_BO_USER' }), null)).toEqual({
      kind: 'close-modal',
    });
  });

  it('goes to real play of the pending game', () => {
    expect(nextAfterLogin(createUser(), game)).toEqual({
      kind: 'navigate',
      to: { name: 'game-play', mode: 'real', friendlyUrl: 'book-of-dead' },
    });
  });

  it('does not go to real play for a FROZEN account', () => {
    expect(nextAfterLogin(createUser({ accountLockStatus: 'FROZEN' }), game)).toEqual({
      kind: 'close-modal',
    });
  });

  it('opens the terms modal before anything else when terms are not accepted', () => {
    const user = createUser({ acceptTermsAndConditions: false, kycVerified: 'NOT_VERIFIED' });
    expect(nextAfterLogin(user, game)).toEqual({ kind: 'open-modal', modal: 'tac' });
  });
});

describe('nextAfterRestore', () => {
  it('stays when terms are accepted', () => {
    expect(nextAfterRestore(createUser())).toEqual({ kind: 'stay' });
  });

  it('opens the terms modal when terms are not accepted', () => {
    expect(nextAfterRestore(createUser({ acceptTermsAndConditions: false }))).toEqual({
      kind: 'open-modal',
      modal: 'tac',
    });
  });
});

describe('nextAfterLogin with other lock statuses', () => {
  it.each(['CLOSED', 'INACTIVE', 'COOLING_OFF', 'BLOCKED'] as const)(
    'does not go to real play for a %s account',
    (accountLockStatus) => {
      expect(nextAfterLogin(createUser({ accountLockStatus }), game)).toEqual({ kind: 'close-modal' });
    },
  );
});

describe('loggedInAfterLogin', () => {
  const session = { user: createUser({ id: 1002, lang: 'en' }), balance: null };

  it('raises LOGIN with the user id', () => {
    expect(loggedInAfterLogin(session, null, undefined).events).toEqual([{ kind: 'LOGIN', userId: 1002 }]);
  });

  it('switches to the user’s language when the page shows another one', () => {
    const page = { pageLanguage: 'lv', supportedLanguages: ['lv', 'en', 'ru'] } as const;
    expect(loggedInAfterLogin(session, null, page).switchLanguageTo).toBe('en');
  });

  it('switches no language when no page is given', () => {
    expect(loggedInAfterLogin(session, null, undefined).switchLanguageTo).toBeNull();
  });
});

describe('toLoggedIn', () => {
  it('carries the events it is given', () => {
    expect(toLoggedIn({ user: createUser(), balance: null }, { kind: 'stay' }, undefined, []).events).toEqual(
      [],
    );
  });
});
