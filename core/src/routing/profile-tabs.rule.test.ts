import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCustomerConfig } from '../testing/config.builder.ts';
import { profileTabs, selectProfileTab } from './profile-tabs.rule.ts';

const none = createCustomerConfig({
  responsibleGamingLimitsEnabled: false,
  selfExcludeEnabled: false,
  inboxMessagesEnabled: false,
});

describe('profileTabs', () => {
  it('lists the seven tabs every player has and close at the end', () => {
    expect(profileTabs(none)).toEqual([
      'deposit',
      'withdraw',
      'my-profile',
      'bonuses',
      'history',
      'kyc',
      'activity',
      'close',
    ]);
  });

  it('adds every optional tab before close when enabled', () => {
    expect(profileTabs(createCustomerConfig()).slice(7)).toEqual([
      'limits',
      'self-exclusion',
      'messages',
      'close',
    ]);
  });

  it('adds limits only when responsible-gaming limits are enabled', () => {
    expect(profileTabs({ ...none, responsibleGamingLimitsEnabled: true })).toContain('limits');
  });

  it('adds self-exclusion only when enabled', () => {
    expect(profileTabs({ ...none, selfExcludeEnabled: true })).toContain('self-exclusion');
  });

  it('adds messages only when the inbox is enabled', () => {
    expect(profileTabs({ ...none, inboxMessagesEnabled: true })).toContain('messages');
  });
});

describe('selectProfileTab', () => {
  const tabs = profileTabs(none);

  it('opens the named tab', () => {
    expect(selectProfileTab('kyc', tabs)).toBe('kyc');
  });

  it('opens my-profile for change-password', () => {
    expect(selectProfileTab('change-password', tabs)).toBe('my-profile');
  });

  it('opens the first tab without a selectedTab', () => {
    expect(selectProfileTab(null, tabs)).toBe('deposit');
  });

  it('opens the first tab for a tab the player does not have', () => {
    expect(selectProfileTab('limits', tabs)).toBe('deposit');
  });

  it('falls back to deposit for an empty tab list', () => {
    expect(selectProfileTab('kyc', [])).toBe('deposit');
  });

  it('never selects close', () => {
    expect(selectProfileTab('close', tabs)).toBe('deposit');
  });

  it('always selects a tab of the list other than close', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.boolean(), fc.boolean(), fc.boolean(), (selected, a, b, c) => {
        const list = profileTabs({
          responsibleGamingLimitsEnabled: a,
          selfExcludeEnabled: b,
          inboxMessagesEnabled: c,
        });
        const tab = selectProfileTab(selected, list);
        expect(list.includes(tab) && tab !== 'close').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
