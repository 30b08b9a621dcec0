import { profileTab } from '../../kernel/registry.ts';

/**
 * The kyc tab of the profile (`?modal=profile&selectedTab=kyc`, account-and-session.md §2): its view,
 * module and messages load together, when the tab is first shown.
 */
const kycTab = profileTab('kyc', async () => {
  const [view, { profileKycModule, profileKycMessages }] = await Promise.all([
    import('./kyc-tab.tsx'),
    import('./profile-kyc.module.ts'),
  ]);
  return { view: view.default, module: profileKycModule, messages: profileKycMessages };
});

export const profileTabs = [kycTab];
