import type { CmsPageOutcome } from '@lv-casino/core/content/cms-page.rule.ts';
import type { CmsPage } from '@lv-casino/core/content/content.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { pathOf } from './app-navigator.ts';

/** Where a looked-up CMS page (a page by slug, a promotion) takes the visitor. */
export type CmsPageDestination =
  | { readonly kind: 'show'; readonly page: CmsPage }
  /** Leave for `to`: a path of the site (under the language) or, when `external`, another site. */
  | { readonly kind: 'redirect'; readonly to: string; readonly external: boolean }
  /** No page, an unpublished one without a redirect, or a failed fetch: /404. */
  | { readonly kind: 'not-found' };

/** Core's outcome of a CMS page lookup as a place in the app, with internal paths under `lang`. */
export function cmsPageDestination(outcome: CmsPageOutcome, lang: Language): CmsPageDestination {
  switch (outcome.kind) {
    case 'show':
      return outcome;
    case 'external':
      return { kind: 'redirect', to: outcome.url, external: true };
    case 'navigate':
      if (outcome.intent.kind !== 'navigate' || outcome.intent.to.name === 'not-found') {
        return { kind: 'not-found' };
      }
      return { kind: 'redirect', to: pathOf(outcome.intent.to, lang), external: false };
  }
}
