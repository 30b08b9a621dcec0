import { profileTab } from '../../kernel/registry.ts';

/**
 * The activity tab of the profile (`?modal=profile&selectedTab=activity`, safer gambling): deposits,
 * withdrawals, net result and time played of the last 12 months as charts with the player's limits
 * on them, and the same figures as a table. Its view, module and messages load together when the tab
 * is first shown; its charts are plain SVG, so no chart library loads.
 */
const activityTab = profileTab('activity', async () => {
  const [view, { profileActivityModule, profileActivityMessages }] = await Promise.all([
    import('./activity-tab.tsx'),
    import('./profile-activity.module.ts'),
  ]);
  return { view: view.default, module: profileActivityModule, messages: profileActivityMessages };
});

export const profileTabs = [activityTab];
