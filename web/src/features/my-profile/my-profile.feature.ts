import { profileTab } from '../../kernel/registry.ts';

/**
 * The my-profile tab of the profile (`?modal=profile&selectedTab=my-profile`, and `change-password`,
 * which core shows as this tab: account-and-session.md §2): its view, module and messages load
 * together when the tab is first shown; each sub-area is a chunk of its own within it.
 */
const myProfileTab = profileTab('my-profile', async () => {
  const [view, { myProfileModule, myProfileMessages }] = await Promise.all([
    import('./my-profile-tab.tsx'),
    import('./my-profile.module.ts'),
  ]);
  return { view: view.default, module: myProfileModule, messages: myProfileMessages };
});

export const profileTabs = [myProfileTab];
