import { profileTab } from '../../kernel/registry.ts';

/**
 * The deposit tab of the profile (`?modal=profile&selectedTab=deposit`, account-and-session.md §2):
 * its view, module and messages load together, when the tab is first shown.
 */
export const depositTab = profileTab('deposit', 'deposits', async () => {
  const [view, { depositsModule, depositsMessages }] = await Promise.all([
    import('./deposit-tab.tsx'),
    import('./deposits.module.ts'),
  ]);
  return { view: view.default, module: depositsModule, messages: depositsMessages };
});
