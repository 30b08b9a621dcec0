import type { ApiFailure } from '../errors/api-failure.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { BonusPort } from '../bonuses/bonus.port.ts';
import type { Result } from '../shared/result.ts';
import type { BonusAsset, BonusStatus, BonusTablePage } from './bonus.ts';
import { BONUS_PAGE_SIZE, bonusPageCount, pageWithin } from './bonus-paging.rule.ts';

/** A page of the bonuses table as the tab shows it. */
export interface BonusPage {
  /** Newest first; empty when no asset matches. */
  readonly assets: readonly BonusAsset[];
  /** The customer's assets in every state (0: the player has never had a bonus). */
  readonly totalCount: number;
  /** The assets the state filter keeps. */
  readonly filteredCount: number;
  /** The state filter of the page; null for every state. */
  readonly status: BonusStatus | null;
  /** Zero-based. */
  readonly pageIndex: number;
  /** At least 1. */
  readonly pageCount: number;
}

export type BonusPageOutcome =
  | { readonly kind: 'page'; readonly page: BonusPage }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * One page of the player's bonus assets for the bonuses tab (account-and-session.md §2 Profile, §7
 * Bonuses), 10 a page, optionally only those in one state. When the page asked for is past the end
 * (the list shrank: a bonus was removed from the last page, or changed state under a filter), the last
 * page is loaded instead, so the player never sees an empty page of a list that is not empty.
 */
export class LoadBonusPageUseCase {
  readonly #bonuses: BonusPort;
  readonly #errors: ErrorCatalogue;

  constructor(bonuses: BonusPort, errors: ErrorCatalogue) {
    this.#bonuses = bonuses;
    this.#errors = errors;
  }

  /**
   * @param input.pageIndex zero-based; a negative or fractional index is a bug and throws a RangeError.
   * @param input.status only the assets in this state; null or absent for every state.
   */
  async execute(input: {
    readonly pageIndex: number;
    readonly status?: BonusStatus | null;
  }): Promise<BonusPageOutcome> {
    const { pageIndex } = input;
    const status = input.status ?? null;
    if (!Number.isSafeInteger(pageIndex) || pageIndex < 0) {
      throw new RangeError(`Expected a page index ≥ 0, got ${String(pageIndex)}`);
    }
    let answer = await this.#search(pageIndex, status);
    if (!answer.ok) return { kind: 'failed', error: describeFailure(answer.error, this.#errors) };
    let shown = pageIndex;
    const last = pageWithin(pageIndex, answer.value.filteredCount);
    if (answer.value.assets.length === 0 && last < pageIndex) {
      shown = last;
      answer = await this.#search(last, status);
      if (!answer.ok) return { kind: 'failed', error: describeFailure(answer.error, this.#errors) };
    }
    const { assets, totalCount, filteredCount } = answer.value;
    return {
      kind: 'page',
      page: {
        assets,
        totalCount,
        filteredCount,
        status,
        pageIndex: shown,
        pageCount: bonusPageCount(filteredCount),
      },
    };
  }

  #search(pageIndex: number, status: BonusStatus | null): Promise<Result<BonusTablePage, ApiFailure>> {
    return this.#bonuses.searchBonusAssetsForTable({
      start: pageIndex * BONUS_PAGE_SIZE,
      length: BONUS_PAGE_SIZE,
      ...(status === null ? {} : { status }),
    });
  }
}
