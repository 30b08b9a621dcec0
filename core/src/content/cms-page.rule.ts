import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { CmsPage } from './content.ts';
import { linkTarget } from './content-link.rule.ts';

/** What a CMS route shows (games-and-content.md §2 CMS page states, §4). */
export type CmsPageOutcome =
  | { readonly kind: 'show'; readonly page: CmsPage }
  /** Leave the site for `url` (an unpublished page whose redirect link looks like a URL). */
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'navigate'; readonly intent: NavigationIntent };

/** The CMS status of an unpublished page. */
export const NOT_PUBLISHED = 'NOT_PUBLISHED';

const NOT_FOUND: CmsPageOutcome = {
  kind: 'navigate',
  intent: { kind: 'navigate', to: { name: 'not-found' } },
};

/**
 * What a looked-up CMS page shows: a missing page or a failed fetch goes to /404; an unpublished page
 * with redirectLinkWhenNotPublished goes there (externally when it looks like a URL, otherwise to the
 * path under the language); an unpublished page without one goes to /404; any other page is shown.
 * @param page the page found, null when no page has the slug, undefined when the fetch failed.
 */
export function resolveCmsPage(page: CmsPage | null | undefined): CmsPageOutcome {
  if (page === null || page === undefined) return NOT_FOUND;
  if (page.status !== NOT_PUBLISHED) return { kind: 'show', page };
  const link = page.redirectLinkWhenNotPublished?.trim() ?? '';
  if (link === '') return NOT_FOUND;
  const target = linkTarget(link);
  return target.kind === 'external'
    ? { kind: 'external', url: target.url }
    : { kind: 'navigate', intent: { kind: 'navigate', to: { name: 'page', path: target.path } } };
}

/**
 * The slug a path (after the language prefix) is looked up by: the path without its surrounding
 * slashes, or null for the empty path.
 */
export const cmsSlugOf = (rest: string): string | null => {
  const slug = rest.replace(/^\/+/, '').replace(/\/+$/, '');
  return slug === '' ? null : slug;
};
