import { profileTab } from '../../kernel/registry.ts';

const feature = () => import('./responsible-gaming.module.ts');

/**
 * The limits tab of the profile (`?modal=profile&selectedTab=limits`, shown when
 * responsibleGamingLimitsEnabled), with the reality-check settings: view, module and messages load
 * together when the tab is first shown.
 */
const limitsTab = profileTab('limits', async () => {
  const [view, { responsibleGamingModule, responsibleGamingMessages }] = await Promise.all([
    import('./limits-tab.tsx'),
    feature(),
  ]);
  return { view: view.default, module: responsibleGamingModule, messages: responsibleGamingMessages };
});

/** The self-exclusion tab (`selectedTab=self-exclusion`, shown when selfExcludeEnabled). */
const selfExclusionTab = profileTab('self-exclusion', async () => {
  const [view, { responsibleGamingModule, responsibleGamingMessages }] = await Promise.all([
    import('./self-exclusion-tab.tsx'),
    feature(),
  ]);
  return { view: view.default, module: responsibleGamingModule, messages: responsibleGamingMessages };
});

export const profileTabs = [limitsTab, selfExclusionTab];
