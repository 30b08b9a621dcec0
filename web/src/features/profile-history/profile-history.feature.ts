import { profileTab } from '../../kernel/registry.ts';

/**
 * The history tab of the profile (`?modal=profile&selectedTab=history`, account-and-session.md §2):
 * its view, module and messages load together, when the tab is first shown.
 */
const historyTab = profileTab('history', async () => {
  const [view, { profileHistoryModule, profileHistoryMessages }] = await Promise.all([
    import('./history-tab.tsx'),
    import('./profile-history.module.ts'),
  ]);
  return { view: view.default, module: profileHistoryModule, messages: profileHistoryMessages };
});

export const profileTabs = [historyTab];
