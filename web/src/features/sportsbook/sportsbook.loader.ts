import type { LoadedFeature } from '../../kernel/registry.ts';

/**
 * The sportsbook widget pages' view, module and messages (games-and-content.md §2 Sportsbook widget
 * pages: /{lang}/sport-betting, -live, -virtuals): a chunk of its own, loaded by the content-page
 * dispatch. The module needs the SportsbookPort bound by the platform module.
 */
export async function loadSportsbook(): Promise<LoadedFeature<object>> {
  const [view, { sportsbookModule, sportsbookMessages }] = await Promise.all([
    import('./sportsbook-page.tsx'),
    import('./sportsbook.module.ts'),
  ]);
  return { view: view.default, module: sportsbookModule, messages: sportsbookMessages };
}
