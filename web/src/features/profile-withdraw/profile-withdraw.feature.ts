import { profileTab } from '../../kernel/registry.ts';

/**
 * The withdraw tab of the profile (`?modal=profile&selectedTab=withdraw`, account-and-session.md §2):
 * its view, module and messages load together, when the tab is first shown.
 */
const withdrawTab = profileTab('withdraw', async () => {
  const [view, { profileWithdrawModule, profileWithdrawMessages }] = await Promise.all([
    import('./withdraw-tab.tsx'),
    import('./profile-withdraw.module.ts'),
  ]);
  return { view: view.default, module: profileWithdrawModule, messages: profileWithdrawMessages };
});

export const profileTabs = [withdrawTab];
