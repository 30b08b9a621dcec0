import { profileTab } from '../../kernel/registry.ts';

/**
 * The bonuses tab of the profile (`?modal=profile&selectedTab=bonuses`, account-and-session.md §2): its
 * view, module and messages load together, when the tab is first shown.
 */
export const bonusesTab = profileTab('bonuses', 'bonuses', async () => {
  const [view, { profileBonusesModule, profileBonusesMessages }] = await Promise.all([
    import('./bonuses-tab.tsx'),
    import('./profile-bonuses.module.ts'),
  ]);
  return { view: view.default, module: profileBonusesModule, messages: profileBonusesMessages };
});
