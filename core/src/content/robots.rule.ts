/** The environment a build runs in: the live site, or the test setup. */
export type SiteEnvironment = 'live' | 'test';

/**
 * The robots meta of a page (games-and-content.md §9): public pages are `index,follow` on the live
 * site and `noindex,nofollow` in the test setup; private pages are always `noindex,nofollow`.
 */
export const robotsMeta = (page: { readonly isPrivate: boolean }, environment: SiteEnvironment): string =>
  !page.isPrivate && environment === 'live' ? 'index,follow' : 'noindex,nofollow';
