import type { CmsPageOutcome } from '@lv-casino/core/content/cms-page.rule.ts';
import type { CmsPage } from '@lv-casino/core/content/content.ts';
import type { LoadCmsPageUseCase } from '@lv-casino/core/content/load-cms-page.use-case.ts';
import { robotsMeta, type SiteEnvironment } from '@lv-casino/core/content/robots.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { pathOf } from '../../app/app-navigator.ts';

/** What the CMS route shows. */
export type CmsPageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'page'; readonly page: CmsPage }
  /** Leave for `to`: a path of the site (under the language) or, when `external`, another site. */
  | { readonly kind: 'redirect'; readonly to: string; readonly external: boolean }
  /** No page, an unpublished one without a redirect, or a failed fetch: the visitor goes to /404. */
  | { readonly kind: 'not-found' };

/** The head tags of a shown page; null where the page has none. */
export interface CmsPageHead {
  readonly title: string;
  readonly description: string | null;
  readonly canonical: string | null;
  readonly robots: string;
}

const LOADING: CmsPageState = { kind: 'loading' };

/**
 * The CMS page of a path under a language (games-and-content.md §2: any other path is a CMS page
 * looked up by slug): loaded when the path or the language changes, then shown, redirected as its
 * state says, or not found.
 */
export class CmsPageStore {
  state: CmsPageState = LOADING;
  /** The path after the language prefix, and the language; null until the view names them. */
  location: { readonly rest: string; readonly lang: Language } | null = null;

  readonly #load: LoadCmsPageUseCase;
  readonly #device: Device;
  readonly #environment: SiteEnvironment;
  #stop: IReactionDisposer | null = null;
  #run = 0;

  constructor(load: LoadCmsPageUseCase, device: Device, environment: SiteEnvironment) {
    this.#load = load;
    this.#device = device;
    this.#environment = environment;
    makeAutoObservable(this);
  }

  /** Shows the page of `rest` (the path after the language, starting with `/`) in `lang`. */
  show(rest: string, lang: Language): void {
    if (this.location?.rest === rest && this.location.lang === lang) return;
    this.location = { rest, lang };
  }

  /**
   * The head tags of the page shown. Robots: the test setup is never indexed whatever the page says;
   * on the live site the page's own value wins, else public pages are `index,follow` (§9).
   */
  get head(): CmsPageHead | null {
    if (this.state.kind !== 'page') return null;
    const { page } = this.state;
    const fallback = robotsMeta({ isPrivate: false }, this.#environment);
    return {
      title: page.title,
      description: nonBlank(page.metaDescription),
      canonical: nonBlank(page.canonicalUrl),
      robots: this.#environment === 'live' ? (nonBlank(page.metaRobots) ?? fallback) : fallback,
    };
  }

  activate(): void {
    this.#stop ??= reaction(
      () => this.location,
      (location) => void this.#refresh(location),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
    this.#run += 1;
  }

  async #refresh(location: CmsPageStore['location']): Promise<void> {
    if (location === null) return;
    const run = ++this.#run;
    runInAction(() => {
      this.state = LOADING;
    });
    const outcome = await this.#load.execute({ ...location, device: this.#device });
    if (run !== this.#run) return;
    runInAction(() => {
      this.state = stateOf(outcome, location.lang);
    });
  }
}

const nonBlank = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value;

function stateOf(outcome: CmsPageOutcome, lang: Language): CmsPageState {
  switch (outcome.kind) {
    case 'show':
      return { kind: 'page', page: outcome.page };
    case 'external':
      return { kind: 'redirect', to: outcome.url, external: true };
    case 'navigate':
      if (outcome.intent.kind !== 'navigate' || outcome.intent.to.name === 'not-found') {
        return { kind: 'not-found' };
      }
      return { kind: 'redirect', to: pathOf(outcome.intent.to, lang), external: false };
  }
}
