import { modal } from '../../kernel/registry.ts';

const feature = () => import('./profile.module.ts');

/**
 * The profile (account-and-session.md §2 Profile): `?modal=profile&selectedTab={tab}`, the tab list
 * and the active tab's content, each tab a chunk of its own (shell/modals.ts PROFILE_TABS).
 */
const profileModal = modal(
  'profile',
  async () => {
    const [view, { profileModule, profileMessages }] = await Promise.all([
      import('./profile-modal.tsx'),
      feature(),
    ]);
    return { view: view.default, module: profileModule, messages: profileMessages };
  },
  ['selectedTab'],
);

/** profile-options: the phone's account menu (name, status, balance, deposit, the profile's tabs). */
const profileOptionsModal = modal('profile-options', async () => {
  const [view, { profileModule, profileMessages }] = await Promise.all([
    import('./profile-options-modal.tsx'),
    feature(),
  ]);
  return { view: view.default, module: profileModule, messages: profileMessages };
});

export const modals = [profileModal, profileOptionsModal];
