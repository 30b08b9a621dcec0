import type { DateRange, HistoryKind } from '@lv-casino/core/history/history.ts';
import {
  defaultHistoryRange,
  readHistoryRange,
  type HistoryRangeErrors,
} from '@lv-casino/core/history/history-range.rule.ts';
import type {
  AnyHistoryPage,
  LoadHistoryPageUseCase,
} from '@lv-casino/core/history/load-history-page.use-case.ts';
import { toIsoDate, type CalendarDate } from '@lv-casino/core/registration/calendar-date.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export interface ProfileHistoryDeps {
  readonly loadPage: LoadHistoryPageUseCase;
  /** Today on the player's clock (the browser's time zone). */
  readonly today: () => CalendarDate;
}

/** One of the two date fields of the range. */
export type RangeField = 'from' | 'to';

/**
 * The history tab of the profile (account-and-session.md §2 Profile): one of the six histories
 * (cashier first), a page of 20 entries of a range of days (the last 30 when the tab opens), paged
 * with previous and next. The range is typed in two date fields and applied together; a range core
 * refuses keeps what was typed and says why by its field. A failed call says why, with a retry of the
 * same page. One store per showing of the tab.
 */
export class ProfileHistoryStore {
  history: HistoryKind = 'cashier';
  /** The range of the page shown (or being loaded). */
  range: DateRange;
  /** The date fields as typed (`YYYY-MM-DD`, or '' while incomplete). */
  fromText: string;
  toText: string;
  rangeErrors: HistoryRangeErrors = {};
  /** Bumped by every refused range, so the view can move the focus to the first wrong field. */
  rangeCheck = 0;
  /** The page shown; null while the first page of a history or range loads, or after a failure. */
  page: AnyHistoryPage | null = null;
  loading = false;
  /** The catalogue text of the failed call, or null. */
  failure: string | null = null;

  readonly #deps: ProfileHistoryDeps;
  /** The page asked for last: what a retry asks again. */
  #pageIndex = 0;
  /** Bumped by every load and by dispose: an answer of an older one is dropped. */
  #run = 0;

  constructor(deps: ProfileHistoryDeps) {
    this.#deps = deps;
    this.range = defaultHistoryRange(deps.today());
    this.fromText = toIsoDate(this.range.from);
    this.toText = toIsoDate(this.range.to);
    makeAutoObservable(this, {}, { deep: false });
  }

  /** The last day the date fields offer (`YYYY-MM-DD`): today on the player's clock. */
  get lastDay(): string {
    return toIsoDate(this.#deps.today());
  }

  get hasPrevious(): boolean {
    return this.page !== null && this.page.pageIndex > 0;
  }

  get hasNext(): boolean {
    return this.page !== null && this.page.pageIndex < this.page.pageCount - 1;
  }

  /** Loads the page shown (again, after `dispose`: React's StrictMode mounts twice). */
  activate(): void {
    void this.#load(this.#pageIndex);
  }

  /** Drops the answers under way. */
  dispose(): void {
    this.#run += 1;
    this.loading = false;
  }

  /** Shows the first page of another history, over the same range. */
  selectHistory(history: HistoryKind): void {
    if (history === this.history) return;
    this.history = history;
    this.page = null;
    void this.#load(0);
  }

  /** Keeps what was typed in a date field; its error goes, and a range error goes with either field. */
  type(field: RangeField, text: string): void {
    if (field === 'from') this.fromText = text;
    else this.toText = text;
    const { from, to } = this.rangeErrors;
    // A missing day is its own field's; a first day after the last (or too far before it) is both's.
    const keep: { from?: typeof from; to?: typeof to } = {};
    if (field === 'to' && from === 'required') keep.from = from;
    if (field === 'from' && to !== undefined) keep.to = to;
    this.rangeErrors = keep;
  }

  /** Shows the first page of the typed range, or says what is wrong with it (nothing typed is lost). */
  applyRange(): void {
    const range = readHistoryRange({ from: this.fromText, to: this.toText });
    if (!range.ok) {
      this.rangeErrors = range.error;
      this.rangeCheck += 1;
      return;
    }
    this.rangeErrors = {};
    this.range = range.value;
    this.page = null;
    void this.#load(0);
  }

  previousPage(): void {
    if (this.hasPrevious && !this.loading && this.page !== null) void this.#load(this.page.pageIndex - 1);
  }

  nextPage(): void {
    if (this.hasNext && !this.loading && this.page !== null) void this.#load(this.page.pageIndex + 1);
  }

  /** Asks again for the page that failed. */
  retry(): void {
    void this.#load(this.#pageIndex);
  }

  async #load(pageIndex: number): Promise<void> {
    const run = ++this.#run;
    this.#pageIndex = pageIndex;
    this.loading = true;
    this.failure = null;
    const outcome = await this.#deps.loadPage.execute({
      history: this.history,
      pageIndex,
      range: this.range,
    });
    if (run !== this.#run) return;
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'page') {
        this.page = outcome.page;
      } else {
        this.page = null;
        this.failure = outcome.error.messageKey;
      }
    });
  }
}
