import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { planNavigation, type NavigatorState } from './navigation-plan.ts';

/** A router location, with overrides. */
function locationAt(overrides: Partial<Location> = {}): Location {
  return { pathname: '/lv/casino', search: '', hash: '', state: null, key: 'entry-1', ...overrides };
}

const navigator: NavigatorState = {
  modalParams: ['modal', 'selectedTab'],
  leftKey: null,
  pageLanguage: 'lv',
};

describe('planNavigation', () => {
  it('opens a modal in a new history entry marked as opened in the app', () => {
    expect(planNavigation(locationAt(), null, [{ kind: 'open-modal', modal: 'login' }], navigator)).toEqual({
      kind: 'go',
      to: { pathname: '/lv/casino', search: '?modal=login', hash: '' },
      replace: false,
      state: { modalOpenedInApp: true },
    });
  });

  it('switches from one modal to another in the same entry, dropping the first one’s parameters', () => {
    const at = locationAt({ search: '?modal=profile&selectedTab=kyc', state: { modalOpenedInApp: true } });
    expect(planNavigation(at, null, [{ kind: 'open-modal', modal: 'login' }], navigator)).toMatchObject({
      to: { search: '?modal=login' },
      replace: true,
      state: { modalOpenedInApp: true },
    });
  });

  it('closes a modal opened in the app by going back', () => {
    const at = locationAt({ search: '?modal=login', state: { modalOpenedInApp: true } });
    expect(planNavigation(at, null, [{ kind: 'close-modal' }], navigator)).toEqual({ kind: 'back' });
  });

  it('closes a deep-linked modal by replacing the address without its parameters', () => {
    const at = locationAt({ search: '?modal=profile&selectedTab=kyc&btag=a1' });
    expect(planNavigation(at, null, [{ kind: 'close-modal' }], navigator)).toEqual({
      kind: 'go',
      to: { pathname: '/lv/casino', search: '?btag=a1' },
      replace: true,
      state: null,
    });
  });

  it('does nothing for a second close while the modal’s entry is being left', () => {
    const at = locationAt({ search: '?modal=login', state: { modalOpenedInApp: true } });
    expect(planNavigation(at, null, [{ kind: 'close-modal' }], { ...navigator, leftKey: 'entry-1' })).toEqual(
      {
        kind: 'none',
      },
    );
  });

  it('goes to a named page in the page’s language, then opens a modal there', () => {
    const intents = [
      { kind: 'navigate', to: { name: 'casino' } },
      { kind: 'open-modal', modal: 'login' },
    ] as const;
    expect(
      planNavigation(locationAt({ pathname: '/ru/game-play/real/x' }), null, intents, navigator),
    ).toMatchObject({
      to: { pathname: '/lv/casino', search: '?modal=login' },
      replace: true,
    });
  });

  it('shows the page in another language, closing the modal, in place of the current entry', () => {
    const at = locationAt({ pathname: '/lv/casino/all-games', search: '?modal=login', hash: '#games' });
    expect(planNavigation(at, 'ru', [{ kind: 'close-modal' }], navigator)).toEqual({
      kind: 'go',
      to: { pathname: '/ru/casino/all-games', search: '', hash: '#games' },
      replace: true,
      state: null,
    });
  });

  it('does nothing when every intent is to stay', () => {
    expect(planNavigation(locationAt(), null, [{ kind: 'stay' }], navigator)).toEqual({ kind: 'none' });
  });
});
