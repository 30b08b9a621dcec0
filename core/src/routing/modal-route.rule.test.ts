import { describe, expect, it } from 'vitest';
import {
  MODAL_NAMES,
  decideModal,
  isModalAllowed,
  isModalName,
  modalRequiresLogin,
  resolveModalRedirect,
  type ModalRedirectInput,
} from './modal-route.rule.ts';

const at = (rest: string, overrides: Partial<ModalRedirectInput> = {}): ModalRedirectInput => ({
  lang: 'lv',
  rest,
  search: '',
  device: 'desktop',
  ...overrides,
});

describe('ModalName', () => {
  it('lists the 27 modal values of the modal host, the 2 bonus-history modals and the simple message', () => {
    expect(new Set(MODAL_NAMES).size).toBe(30);
  });

  it('recognises a modal value', () => {
    expect(isModalName('globalSearchModal')).toBe(true);
  });

  it('rejects a value that is not a modal', () => {
    expect(isModalName('cashier')).toBe(false);
  });
});

describe('modalRequiresLogin', () => {
  it.each([
    'profile',
    'profile-options',
    'reality-check-modal',
    'socket-gaming',
    'bonus-history-games-categories',
    'bonus-history-details',
  ] as const)('requires a logged-in user for %s', (modal) => {
    expect(modalRequiresLogin(modal)).toBe(true);
  });

  it.each(['login', 'register', 'tac', 'errorModal'] as const)('lets anyone open %s', (modal) => {
    expect(modalRequiresLogin(modal)).toBe(false);
  });
});

describe('isModalAllowed', () => {
  it('refuses the profile to a visitor', () => {
    expect(isModalAllowed('profile', { loggedIn: false, instantorEnabled: false })).toBe(false);
  });

  it('opens the profile for a logged-in user', () => {
    expect(isModalAllowed('profile', { loggedIn: true, instantorEnabled: false })).toBe(true);
  });

  it('refuses intermediate-register when instantor is disabled', () => {
    expect(isModalAllowed('intermediate-register', { loggedIn: false, instantorEnabled: false })).toBe(false);
  });

  it('opens intermediate-register when instantor is enabled', () => {
    expect(isModalAllowed('intermediate-register', { loggedIn: false, instantorEnabled: true })).toBe(true);
  });
});

describe('logged-out modals', () => {
  it.each(['login', 'register', 'forgot-password', 'smart-id-authentication'] as const)(
    'refuses %s to a logged-in player',
    (modal) => {
      expect(isModalAllowed(modal, { loggedIn: true, instantorEnabled: true })).toBe(false);
    },
  );

  it('lets a logged-in player open a reset-password link', () => {
    expect(isModalAllowed('reset-password', { loggedIn: true, instantorEnabled: false })).toBe(true);
  });
});

describe('decideModal', () => {
  const settled = { settled: true, loggedIn: false, instantorEnabled: false };

  it('does nothing without a modal value', () => {
    expect(decideModal(null, settled)).toEqual({ kind: 'none' });
  });

  it('waits while the stored session is checked', () => {
    expect(decideModal('profile', { ...settled, settled: false })).toEqual({ kind: 'wait' });
  });

  it('refuses a value that is not a modal', () => {
    expect(decideModal('cashier', settled)).toEqual({ kind: 'refuse' });
  });

  it('refuses a modal the player may not see', () => {
    expect(decideModal('profile', settled)).toEqual({ kind: 'refuse' });
  });

  it('renders a modal the player may see', () => {
    expect(decideModal('login', settled)).toEqual({ kind: 'render', modal: 'login' });
  });
});

describe('resolveModalRedirect', () => {
  it.each(['register', 'forgot-password', 'profile-options'])(
    'redirects /%s to the casino with the modal',
    (name) => {
      expect(resolveModalRedirect(at(`/${name}`))).toEqual({
        kind: 'redirect',
        to: `/lv/casino?modal=${name}`,
      });
    },
  );

  it('keeps the language of the route', () => {
    expect(resolveModalRedirect(at('/register', { lang: 'ru' }))).toEqual({
      kind: 'redirect',
      to: '/ru/casino?modal=register',
    });
  });

  it('passes selectedTab on', () => {
    expect(resolveModalRedirect(at('/profile-options', { search: '?selectedTab=kyc' }))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=profile-options&selectedTab=kyc',
    });
  });

  it('passes the activation parameters on to the activate-account modal', () => {
    const search = '?username=anna&activationKey=a%2Bb';
    expect(resolveModalRedirect(at('/activate-account', { search }))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=activate-account&username=anna&activationKey=a%2Bb',
    });
  });

  it('passes the reset parameters on to the reset-password modal', () => {
    expect(resolveModalRedirect(at('/reset-password', { search: 'username=anna&key=k1' }))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=reset-password&username=anna&key=k1',
    });
  });

  it('replaces a modal parameter already in the query', () => {
    expect(resolveModalRedirect(at('/register', { search: '?modal=login&btag=x' }))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=register&btag=x',
    });
  });

  it('passes a parameter with a malformed name on as it was', () => {
    expect(resolveModalRedirect(at('/register', { search: '?%E0%A4%A=1' }))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=register&%E0%A4%A=1',
    });
  });

  it('passes a parameter without a value on', () => {
    expect(resolveModalRedirect(at('/register', { search: '?bingoIframe' }))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=register&bingoIframe',
    });
  });

  it('accepts a trailing slash', () => {
    expect(resolveModalRedirect(at('/register/'))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=register',
    });
  });

  it('redirects /login on mobile', () => {
    expect(resolveModalRedirect(at('/login', { device: 'mobile' }))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=login',
    });
  });

  it('does not redirect /login on desktop', () => {
    expect(resolveModalRedirect(at('/login', { device: 'desktop' }))).toEqual({ kind: 'none' });
  });

  it('redirects /reality-check-modal on desktop', () => {
    expect(resolveModalRedirect(at('/reality-check-modal'))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=reality-check-modal',
    });
  });

  it('does not redirect /reality-check-modal on mobile', () => {
    expect(resolveModalRedirect(at('/reality-check-modal', { device: 'mobile' }))).toEqual({ kind: 'none' });
  });

  it('leaves other paths alone', () => {
    expect(resolveModalRedirect(at('/casino/register'))).toEqual({ kind: 'none' });
  });

  it('does not treat inherited object keys as paths', () => {
    expect(resolveModalRedirect(at('/constructor'))).toEqual({ kind: 'none' });
  });
});
