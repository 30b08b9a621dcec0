import { contentPage } from '../../kernel/registry.ts';

/** /{lang}/sportsbook: the sportsbook widget's page (games-and-content.md §2). */
export const contentPages = [
  contentPage('sportsbook', async () => (await import('./sportsbook.loader.ts')).loadSportsbook()),
];
