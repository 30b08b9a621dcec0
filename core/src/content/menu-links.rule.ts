import type { Language } from '../routing/language.ts';
import type { CmsMenu } from './cms-menu.ts';
import { linkTarget } from './content-link.rule.ts';

/** A menu link as the page shows it: a path of the site (under the language) or another site. */
export type MenuLink =
  | { readonly kind: 'internal'; readonly label: string; readonly path: string }
  | { readonly kind: 'external'; readonly label: string; readonly url: string };

/**
 * The links of a CMS menu in order (games-and-content.md §2: footer links go to CMS pages under
 * /{lang}/{link}; a link that looks like a domain or URL is external). Items with a blank label or
 * link are left out.
 */
export function menuLinks(menu: CmsMenu, lang: Language): readonly MenuLink[] {
  return [...menu.items]
    .filter((item) => item.label.trim() !== '' && item.link.trim() !== '')
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .map((item) => {
      const target = linkTarget(item.link);
      return target.kind === 'external'
        ? { kind: 'external', label: item.label.trim(), url: target.url }
        : { kind: 'internal', label: item.label.trim(), path: `/${lang}${target.path}` };
    });
}
