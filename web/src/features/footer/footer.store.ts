import type { LoadMenusUseCase, ShownMenu } from '@lv-casino/core/content/load-menus.use-case.ts';
import type { CmsMenuKey } from '@lv-casino/core/content/cms-menu.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';

/** The footer's CMS menus, in the order they show (games-and-content.md §9 Footer). */
export const FOOTER_MENUS: readonly CmsMenuKey[] = [
  'FOOTER_GAMES',
  'FOOTER_QUICK_LINKS',
  'FOOTER_HELP',
  'FOOTER_MENU',
];

/**
 * The footer's menus in the page language: loaded when the footer shows and again on a language
 * change (an answer for an earlier language is dropped). A menu the CMS cannot give is left out.
 */
export class FooterStore {
  menus: readonly ShownMenu[] = [];

  readonly #load: LoadMenusUseCase;
  readonly #language: () => Language;
  #stop: IReactionDisposer | null = null;

  constructor(load: LoadMenusUseCase, language: () => Language) {
    this.#load = load;
    this.#language = language;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    this.#stop ??= reaction(
      () => this.#language(),
      (lang) => void this.#refresh(lang),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
  }

  async #refresh(lang: Language): Promise<void> {
    const menus = await this.#load.execute({ keys: FOOTER_MENUS, lang });
    if (this.#language() !== lang) return;
    runInAction(() => {
      this.menus = menus;
    });
  }
}
