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

/** Main links of the mobile bottom bar, in order. */
export const MOBILE_BOTTOM_BAR_LINKS: readonly SystemPage[] = [
  'casino',
  'live-casino',
  'sport-betting',
  'promotions',
];

export const isSystemPage = (slug: string): slug is SystemPage =>
  (SYSTEM_PAGES as readonly string[]).includes(slug);

/** Whether a system page has the left column. */
export const hasLeftColumn = (slug: string): boolean => LEFT_COLUMN_PAGES.some((page) => page === slug);
