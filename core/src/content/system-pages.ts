/** Pages of the site itself rather than the CMS (games-and-content.md §2). */
export const SYSTEM_PAGES = [
  'casino',
  'home',
  'live-casino',
  'promotions',
  'sport-betting',
  'live-sport-betting',
  'virtual-sports',
  'help',
] as const;
export type SystemPage = (typeof SYSTEM_PAGES)[number];

/** System pages laid out with a left column. */
export const LEFT_COLUMN_PAGES: readonly SystemPage[] = ['casino', 'live-casino'];

/**
 * Main links of the mobile bottom bar, in order (account-and-session.md §2): the site's sections, as
 * the header's navigation and the mega menu list them too.
 */
export const MOBILE_BOTTOM_BAR_LINKS = [
  'casino',
  'live-casino',
  'sport-betting',
  'promotions',
] as const satisfies readonly SystemPage[];

/** A section of the site: a main link of the bottom bar. */
export type SiteSection = (typeof MOBILE_BOTTOM_BAR_LINKS)[number];

export const isSystemPage = (slug: string): slug is SystemPage =>
  (SYSTEM_PAGES as readonly string[]).includes(slug);

/** Whether a system page has the left column. */
export const hasLeftColumn = (slug: string): boolean => LEFT_COLUMN_PAGES.some((page) => page === slug);
