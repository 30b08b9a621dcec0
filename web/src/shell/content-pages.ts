import type { ContentRoute } from '@lv-casino/core/content/content-route.rule.ts';
import type { FeatureName, LoadedFeature } from '../kernel/registry.ts';

/** A content page's owner and its lazy loader (one chunk that brings the view, module and messages). */
export interface ContentPageEntry {
  readonly owner: FeatureName;
  readonly load: () => Promise<LoadedFeature<object>>;
}

/**
 * The content pages under a language (games-and-content.md §2), by core's content route: listed in
 * the unknown-path chunk rather than the first paint's route table, so none of them costs the lobby
 * a byte. Each view reads its own place from the location.
 */
export const CONTENT_PAGES: Readonly<Record<Exclude<ContentRoute['kind'], 'not-found'>, ContentPageEntry>> = {
  cms: {
    owner: 'cms-page',
    load: async () => (await import('../features/cms-page/cms-page.feature.ts')).loadCmsPage(),
  },
  unsubscribe: {
    owner: 'unsubscribe',
    load: async () => (await import('../features/unsubscribe/unsubscribe.loader.ts')).loadUnsubscribe(),
  },
  promotions: {
    owner: 'promotions',
    load: async () => (await import('../features/promotions/promotions.loader.ts')).loadPromotions(),
  },
  sportsbook: {
    owner: 'sportsbook',
    load: async () => (await import('../features/sportsbook/sportsbook.loader.ts')).loadSportsbook(),
  },
};
