import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODAL_NAMES } from '../routing/modal-route.rule.ts';
import type { ProfileTab } from '../routing/profile-tabs.rule.ts';
import { visibleRecheck } from './tab-visible.rule.ts';

const PROFILE_TABS: readonly ProfileTab[] = [
  'deposit',
  'withdraw',
  'my-profile',
  'bonuses',
  'history',
  'kyc',
  'activity',
  'limits',
  'self-exclusion',
  'messages',
  'close',
];

describe('visibleRecheck', () => {
  it('re-checks when no modal is open', () => {
    expect(visibleRecheck({ modal: null, activeTab: null })).toBe('recheck');
  });

  it.each(['kyc', 'withdraw', 'deposit'] as const)(
    'skips while the profile is on the %s tab',
    (activeTab) => {
      expect(visibleRecheck({ modal: 'profile', activeTab })).toBe('skip');
    },
  );

  it('re-checks and closes the modal on the bonuses tab', () => {
    expect(visibleRecheck({ modal: 'profile', activeTab: 'bonuses' })).toBe('recheck-and-close-modal');
  });

  it.each(['my-profile', 'history', 'activity', 'limits', 'self-exclusion', 'messages'] as const)(
    're-checks on the %s tab',
    (activeTab) => {
      expect(visibleRecheck({ modal: 'profile', activeTab })).toBe('recheck');
    },
  );

  it('re-checks under any other modal, whatever tab it names (property)', () => {
    const otherModal = fc.constantFrom(...MODAL_NAMES.filter((name) => name !== 'profile'));
    fc.assert(
      fc.property(fc.option(otherModal), fc.option(fc.constantFrom(...PROFILE_TABS)), (modal, activeTab) => {
        expect(visibleRecheck({ modal, activeTab })).toBe('recheck');
      }),
      { numRuns: 1000 },
    );
  });

  it('re-checks on the profile without a known tab', () => {
    expect(visibleRecheck({ modal: 'profile', activeTab: null })).toBe('recheck');
  });
});
