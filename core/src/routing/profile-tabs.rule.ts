import type { CustomerConfig } from '../config/config.ts';

/** Tabs of the profile modal by route name (account-and-session.md §2 Profile). */
export type ProfileTab =
  | 'deposit'
  | 'withdraw'
  | 'my-profile'
  | 'bonuses'
  | 'history'
  | 'kyc'
  | 'activity'
  | 'limits'
  | 'self-exclusion'
  | 'messages'
  | 'close';

/**
 * The profile tabs in order: deposit, withdraw, my-profile, bonuses, history, kyc, activity (the
 * safer-gambling activity view), then limits, self-exclusion and messages when the customer config
 * enables them, and the close tab last.
 */
export function profileTabs(
  config: Pick<
    CustomerConfig,
    'responsibleGamingLimitsEnabled' | 'selfExcludeEnabled' | 'inboxMessagesEnabled'
  >,
): readonly ProfileTab[] {
  const tabs: ProfileTab[] = ['deposit', 'withdraw', 'my-profile', 'bonuses', 'history', 'kyc', 'activity'];
  if (config.responsibleGamingLimitsEnabled) tabs.push('limits');
  if (config.selfExcludeEnabled) tabs.push('self-exclusion');
  if (config.inboxMessagesEnabled) tabs.push('messages');
  tabs.push('close');
  return tabs;
}

/**
 * The tab active when the profile opens: the tab named by selectedTab (change-password is shown in
 * my-profile), otherwise the first tab. The close tab is never selected.
 */
export function selectProfileTab(selectedTab: string | null, tabs: readonly ProfileTab[]): ProfileTab {
  const wanted = selectedTab === 'change-password' ? 'my-profile' : selectedTab;
  const found = tabs.find((tab) => tab === wanted && tab !== 'close');
  return found ?? tabs[0] ?? 'deposit';
}
