import type { CmsPageOutcome } from '@lv-casino/core/content/cms-page.rule.ts';
import type { CmsPage } from '@lv-casino/core/content/content.ts';
import type { LoadCmsPageUseCase } from '@lv-casino/core/content/load-cms-page.use-case.ts';
import type { LoadPromotionsUseCase } from '@lv-casino/core/content/load-promotions.use-case.ts';
import { parsePromotionsRoute, type PromotionCategory } from '@lv-casino/core/content/promotions.rule.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { LatestLoad } from '../../kernel/latest-load.ts';
import { cmsPageDestination } from '../../kernel/cms-page-destination.ts';
import { cmsPageHead, type PageHead } from '../../kernel/page-head.ts';

/** What the promotions route shows. */
export type PromotionsState =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'list';
      readonly promotions: readonly CmsPage[];
      /** The category tabs: only categories with at least one promotion. */
      readonly categories: readonly PromotionCategory[];
      /** The category listed; null when every promotion is. */
      readonly selected: PromotionCategory | null;
    }
  /** No promotion at all: core's message key (promotions.empty.data). */
  | { readonly kind: 'empty'; readonly messageKey: string }
  /** The promotions could not be loaded: the catalogue entry of the failure (a retry may help). */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor }
  | { readonly kind: 'promotion'; readonly page: CmsPage }
  /** Leave for `to`: a path of the site or, when `external`, another site (an unpublished promotion). */
  | { readonly kind: 'redirect'; readonly to: string; readonly external: boolean }
  /** No promotion of the slug, or its fetch failed: the visitor goes to /404. */
  | { readonly kind: 'not-found' };

/** Where the route is: the segment after /promotions (null for the list of all) and the language. */
export interface PromotionsLocation {
  readonly segment: string | null;
  readonly lang: Language;
}

const LOADING: PromotionsState = { kind: 'loading' };

/**
 * /{lang}/promotions and /{lang}/promotions/{categoryOrPromoPage} (games-and-content.md §2
 * Promotions): the list (all, or a category's) from core's promotions, or one promotion, the CMS page
 * of the slug. Loaded again when the path or the language changes; an answer for a location left
 * meanwhile is dropped. Switching between list routes of one language keeps the list shown (busy)
 * until the new one arrives, so the page does not jump.
 */
export class PromotionsStore {
  state: PromotionsState = LOADING;
  location: PromotionsLocation | null = null;
  /** A newer answer is awaited while the list of the previous location stays shown. */
  busy = false;

  readonly #promotions: LoadPromotionsUseCase;
  readonly #page: LoadCmsPageUseCase;
  readonly #device: Device;
  readonly #loads = new LatestLoad<PromotionsLocation | null>();

  constructor(promotions: LoadPromotionsUseCase, page: LoadCmsPageUseCase, device: Device) {
    this.#promotions = promotions;
    this.#page = page;
    this.#device = device;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Shows the route of `segment` (null: every promotion) in `lang`. */
  show(segment: string | null, lang: Language): void {
    if (this.location?.segment === segment && this.location.lang === lang) return;
    this.location = { segment, lang };
  }

  /** Loads the current location again (after a failure). */
  retry(): void {
    void this.#refresh(this.location, this.location);
  }

  /** What the promotion shown puts in the document head (its own robots count on the live site only); null on a list. */
  get head(): PageHead | null {
    return this.state.kind === 'promotion' ? cmsPageHead(this.state.page) : null;
  }

  activate(): void {
    this.#loads.follow(
      () => this.location,
      (location, previous) => void this.#refresh(location, previous ?? null),
    );
  }

  dispose(): void {
    this.#loads.stop();
  }

  async #refresh(location: PromotionsLocation | null, previous: PromotionsLocation | null): Promise<void> {
    if (location === null) return;
    const latest = this.#loads.begin();
    const keepList =
      this.state.kind === 'list' &&
      previous?.lang === location.lang &&
      parsePromotionsRoute(location.segment).kind !== 'promotion';
    runInAction(() => {
      this.busy = keepList;
      if (!keepList) this.state = LOADING;
    });
    const state = await this.#load(location);
    if (!latest()) return;
    runInAction(() => {
      this.state = state;
      this.busy = false;
    });
  }

  async #load(location: PromotionsLocation): Promise<PromotionsState> {
    const outcome = await this.#promotions.execute(location);
    // The list, empty and failed outcomes are states as they are.
    if (outcome.kind !== 'promotion') return outcome;
    const page = await this.#page.execute({
      rest: `/${outcome.slug}`,
      lang: location.lang,
      device: this.#device,
    });
    return promotionStateOf(page, location.lang);
  }
}

function promotionStateOf(outcome: CmsPageOutcome, lang: Language): PromotionsState {
  const destination = cmsPageDestination(outcome, lang);
  return destination.kind === 'show' ? { kind: 'promotion', page: destination.page } : destination;
}
