import type { ContentPort } from '../content/content.port.ts';
import type { Language } from '../routing/language.ts';
import type { CmsMenuKey } from './cms-menu.ts';
import { menuLinks, type MenuLink } from './menu-links.rule.ts';

/** A menu ready to show: its title and links in order. */
export interface ShownMenu {
  readonly key: CmsMenuKey;
  readonly title: string;
  readonly links: readonly MenuLink[];
}

/**
 * The CMS menus of a language (the footer's FOOTER_GAMES, FOOTER_QUICK_LINKS, FOOTER_HELP and
 * FOOTER_MENU; the help page's topics): fetched together, in the order asked. A menu that fails, has
 * no content in the language or has no links is left out, so one broken menu never hides the others.
 */
export class LoadMenusUseCase {
  readonly #content: ContentPort;

  constructor(content: ContentPort) {
    this.#content = content;
  }

  async execute(input: {
    readonly keys: readonly CmsMenuKey[];
    readonly lang: Language;
  }): Promise<readonly ShownMenu[]> {
    const answers = await Promise.all(
      input.keys.map((key) => this.#content.getMenu({ key, locale: input.lang })),
    );
    return answers.flatMap((answer) => {
      if (!answer.ok || answer.value === null) return [];
      const links = menuLinks(answer.value, input.lang);
      return links.length === 0 ? [] : [{ key: answer.value.key, title: answer.value.title, links }];
    });
  }
}
