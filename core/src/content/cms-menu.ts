import type { Language } from '../routing/language.ts';

/** The footer's CMS menus (games-and-content.md §9 Footer). */
export const CMS_MENU_KEYS = ['FOOTER_GAMES', 'FOOTER_QUICK_LINKS', 'FOOTER_HELP', 'FOOTER_MENU'] as const;
export type CmsMenuKey = (typeof CMS_MENU_KEYS)[number];

/** One link of a menu: a CMS page slug or site path under the language, or a domain or URL. */
export interface CmsMenuItem {
  readonly label: string;
  readonly link: string;
  /** Position in the menu, ascending. */
  readonly orderNumber: number;
}

/** A CMS menu in one language. */
export interface CmsMenu {
  readonly key: CmsMenuKey;
  readonly locale: Language;
  readonly title: string;
  readonly items: readonly CmsMenuItem[];
}
