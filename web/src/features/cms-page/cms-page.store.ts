import type { CmsPageOutcome } from '@lv-casino/core/content/cms-page.rule.ts';
import type { CmsPage } from '@lv-casino/core/content/content.ts';
import type { LoadCmsPageUseCase } from '@lv-casino/core/content/load-cms-page.use-case.ts';
import type { LoadMenusUseCase } from '@lv-casino/core/content/load-menus.use-case.ts';
import type { MenuLink } from '@lv-casino/core/content/menu-links.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { cmsPageDestination } from '../../kernel/cms-page-destination.ts';
import { cmsPageHead, type PageHead } from '../../kernel/page-head.ts';

/** What the CMS route shows. */
export type CmsPageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'page'; readonly page: CmsPage }
  /** Leave for `to`: a path of the site (under the language) or, when `external`, another site. */
  | { readonly kind: 'redirect'; readonly to: string; readonly external: boolean }
  /** No page, an unpublished one without a redirect, or a failed fetch: the visitor goes to /404. */
  | { readonly kind: 'not-found' };

const LOADING: CmsPageState = { kind: 'loading' };

/** Where a CMS page shows: its slug, its layout (an ordinary page, the help page, a landing page), the language. */
export interface CmsPlace {
  readonly slug: string;
  readonly layout: 'page' | 'help' | 'landing';
  readonly lang: Language;
}

/** What the store needs besides the page loading. */
export interface CmsPageDeps {
  readonly load: LoadCmsPageUseCase;
  readonly menus: LoadMenusUseCase;
  /** Stores the landing page's btag query parameter (core's StoreBtagUseCase: only when absent). */
  readonly storeBtag: (search: string) => Promise<void>;
  readonly device: Device;
}

const samePlace = (a: CmsPlace | null, b: CmsPlace): boolean =>
  a !== null && a.slug === b.slug && a.layout === b.layout && a.lang === b.lang;

/**
 * The CMS page of a path under a language (games-and-content.md §2: any other path is a CMS page
 * looked up by slug; /help and /help/{selectedPage}; /landing and /landing/{slug}): loaded when the
 * path or the language changes, then shown, redirected as its state says, or not found. The help
 * page lists the FOOTER_HELP menu's topics beside the page; a landing page stores the btag of its
 * query.
 */
export class CmsPageStore {
  state: CmsPageState = LOADING;
  /** The page asked for; null until the view names it. */
  place: CmsPlace | null = null;
  /** The help page's topics (links of the FOOTER_HELP menu); empty elsewhere or until loaded. */
  helpTopics: readonly MenuLink[] = [];

  readonly #deps: CmsPageDeps;
  #stop: (() => void) | null = null;
  #run = 0;
  #btagSearch: string | null = null;

  constructor(deps: CmsPageDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Shows the page of `place`; `search` is the location's query (a landing page reads its btag). */
  show(place: CmsPlace, search: string): void {
    if (place.layout === 'landing' && this.#btagSearch !== search) {
      this.#btagSearch = search;
      void this.#deps.storeBtag(search);
    }
    if (samePlace(this.place, place)) return;
    this.place = place;
  }

  /**
   * Whether the page's own heading is shown over its body: not when the body starts its own `<h1>`
   * (a page has one main heading).
   */
  get showsTitle(): boolean {
    return this.state.kind !== 'page' || !/<h1[\s>]/i.test(this.state.page.content);
  }

  /** What the page shown puts in the document head (its own robots count on the live site only). */
  get head(): PageHead | null {
    return this.state.kind === 'page' ? cmsPageHead(this.state.page) : null;
  }

  activate(): void {
    if (this.#stop !== null) return;
    const page = reaction(
      () => this.place,
      (place) => void this.#refresh(place),
      { fireImmediately: true },
    );
    const topics = reaction(
      () => (this.place?.layout === 'help' ? this.place.lang : null),
      (lang) => void this.#loadTopics(lang),
      { fireImmediately: true },
    );
    this.#stop = () => {
      page();
      topics();
    };
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
    this.#run += 1;
  }

  async #refresh(place: CmsPlace | null): Promise<void> {
    if (place === null) return;
    const run = ++this.#run;
    runInAction(() => {
      this.state = LOADING;
    });
    const outcome = await this.#deps.load.execute({
      rest: `/${place.slug}`,
      lang: place.lang,
      device: this.#deps.device,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.state = stateOf(outcome, place.lang);
    });
  }

  async #loadTopics(lang: Language | null): Promise<void> {
    if (lang === null) return;
    const menus = await this.#deps.menus.execute({ keys: ['FOOTER_HELP'], lang });
    if (this.place?.layout !== 'help' || this.place.lang !== lang) return;
    runInAction(() => {
      this.helpTopics = menus[0]?.links ?? [];
    });
  }
}

function stateOf(outcome: CmsPageOutcome, lang: Language): CmsPageState {
  const destination = cmsPageDestination(outcome, lang);
  return destination.kind === 'show' ? { kind: 'page', page: destination.page } : destination;
}
