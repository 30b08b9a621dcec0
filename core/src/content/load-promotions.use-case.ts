import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { ContentPort } from '../content/content.port.ts';
import type { Language } from '../routing/language.ts';
import {
  PROMOTIONS_QUERY,
  parsePromotionsRoute,
  promotionsView,
  type PromotionsView,
} from './promotions.rule.ts';

export type LoadPromotionsOutcome =
  | PromotionsView
  /** The segment names one promotion: the web layer shows the CMS page of this slug. */
  | { readonly kind: 'promotion'; readonly slug: string }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * /promotions and /promotions/{categoryOrPromoPage} (games-and-content.md §2 Promotions): loads the
 * promotions (page 0 of 1000) of the language and lists all of them or a category's.
 */
export class LoadPromotionsUseCase {
  readonly #content: ContentPort;
  readonly #errors: ErrorCatalogue;

  constructor(content: ContentPort, errors: ErrorCatalogue) {
    this.#content = content;
    this.#errors = errors;
  }

  async execute(input: {
    readonly segment: string | null;
    readonly lang: Language;
  }): Promise<LoadPromotionsOutcome> {
    const route = parsePromotionsRoute(input.segment);
    if (route.kind === 'promotion') return route;
    const found = await this.#content.searchPages({ ...PROMOTIONS_QUERY, locale: input.lang });
    if (!found.ok) return { kind: 'failed', error: describeFailure(found.error, this.#errors) };
    return promotionsView(found.value, route);
  }
}
