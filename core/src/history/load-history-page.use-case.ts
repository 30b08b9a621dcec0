import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { HistoryAnswer, HistoryPort } from '../history/history.port.ts';
import type { DateRange, HistoryKind, HistoryQuery, HistoryRowOf } from './history.ts';
import { HISTORY_PAGE_SIZE, pageCountOf } from './history-paging.rule.ts';

/** A page of history `K` as the tab shows it: its rows, where it is, and how many pages there are. */
export interface HistoryPageOf<K extends HistoryKind> {
  readonly history: K;
  /** Newest first; empty when the range holds no entry. */
  readonly rows: readonly HistoryRowOf[K][];
  /** Entries in the range over all pages. */
  readonly totalCount: number;
  /** Zero-based. */
  readonly pageIndex: number;
  /** At least 1 (an empty history has one empty page). */
  readonly pageCount: number;
}

/** A page of any history, told apart by `history`. */
export type AnyHistoryPage = { readonly [K in HistoryKind]: HistoryPageOf<K> }[HistoryKind];

export type HistoryPageOutcome<K extends HistoryKind> =
  | { readonly kind: 'page'; readonly page: { readonly [P in K]: HistoryPageOf<P> }[K] }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

type Lister<K extends HistoryKind> = (
  port: HistoryPort,
  query: HistoryQuery,
) => HistoryAnswer<HistoryRowOf[K]>;

const LISTERS: { readonly [K in HistoryKind]: Lister<K> } = {
  cashier: (port, query) => port.getCashierHistory(query),
  casino: (port, query) => port.getCasinoHistory(query),
  sports: (port, query) => port.getSportsHistory(query),
  payments: (port, query) => port.getPaymentHistory(query),
  activity: (port, query) => port.getActivityHistory(query),
  session: (port, query) => port.getSessionHistory(query),
};

/**
 * One page of one of the six histories of the profile's history tab (account-and-session.md §2
 * Profile), 20 entries a page, within a range of days; a failed call is described from the error
 * catalogue (a session the server refused ends through the SDK's signals, not here).
 */
export class LoadHistoryPageUseCase {
  readonly #history: HistoryPort;
  readonly #errors: ErrorCatalogue;

  constructor(history: HistoryPort, errors: ErrorCatalogue) {
    this.#history = history;
    this.#errors = errors;
  }

  /**
   * @param input.pageIndex zero-based; a negative or fractional index is a bug and throws a RangeError.
   * @param input.range a checked range (readHistoryRange or defaultHistoryRange).
   */
  async execute<K extends HistoryKind>(input: {
    readonly history: K;
    readonly pageIndex: number;
    readonly range: DateRange;
  }): Promise<HistoryPageOutcome<K>> {
    const { history, pageIndex, range } = input;
    if (!Number.isSafeInteger(pageIndex) || pageIndex < 0) {
      throw new RangeError(`Expected a page index ≥ 0, got ${String(pageIndex)}`);
    }
    const list: Lister<K> = LISTERS[history];
    const answer = await list(this.#history, { pageIndex, pageSize: HISTORY_PAGE_SIZE, range });
    if (!answer.ok) return { kind: 'failed', error: describeFailure(answer.error, this.#errors) };
    const { rows, totalCount } = answer.value;
    const page: HistoryPageOf<K> = {
      history,
      rows,
      totalCount,
      pageIndex: answer.value.pageIndex,
      pageCount: pageCountOf(totalCount, HISTORY_PAGE_SIZE),
    };
    return { kind: 'page', page };
  }
}
