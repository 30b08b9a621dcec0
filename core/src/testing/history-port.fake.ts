import type { ApiFailure } from '../errors/api-failure.ts';
import type { HistoryKind, HistoryQuery, HistoryRowOf } from '../history/history.ts';
import type { HistoryAnswer, HistoryPort } from '../history/history.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { fail, ok } from '../shared/result.ts';
import { answerPrivateCall } from './private-call.ts';

export interface FakeHistoryPortOptions {
  /** When given, every call fails with 401 errorCode 3 while no tokens are stored. */
  readonly tokens?: TokenStorePort;
}

/** Every entry of each history, newest first. */
export type HistoryEntries = { -readonly [K in HistoryKind]: readonly HistoryRowOf[K][] };

const noEntries = (): HistoryEntries => ({
  cashier: [],
  casino: [],
  sports: [],
  payments: [],
  activity: [],
  session: [],
});

/**
 * A HistoryPort over in-memory lists: a call answers the page `pageIndex`/`pageSize` of that
 * history's `entries` (the range is recorded, not applied: the entries stand for those in it). A
 * history can be told to fail; calls can be held until the test releases them; every call is recorded.
 */
export class FakeHistoryPort implements HistoryPort {
  entries: HistoryEntries = noEntries();
  /** When a history has one, its calls fail with it. */
  failures: Partial<Record<HistoryKind, ApiFailure>> = {};
  readonly calls: { readonly history: HistoryKind; readonly query: HistoryQuery }[] = [];
  readonly #tokens: TokenStorePort | undefined;
  #held: Promise<void> | null = null;

  constructor(options: FakeHistoryPortOptions = {}) {
    this.#tokens = options.tokens;
  }

  /** Holds every later call until the returned function is called; the answer is taken at release. */
  hold(): () => void {
    let release = (): void => undefined;
    this.#held = new Promise((resolve) => {
      release = () => {
        this.#held = null;
        resolve();
      };
    });
    return release;
  }

  getCashierHistory(query: HistoryQuery): HistoryAnswer<HistoryRowOf['cashier']> {
    return this.#answer('cashier', query);
  }

  getCasinoHistory(query: HistoryQuery): HistoryAnswer<HistoryRowOf['casino']> {
    return this.#answer('casino', query);
  }

  getSportsHistory(query: HistoryQuery): HistoryAnswer<HistoryRowOf['sports']> {
    return this.#answer('sports', query);
  }

  getPaymentHistory(query: HistoryQuery): HistoryAnswer<HistoryRowOf['payments']> {
    return this.#answer('payments', query);
  }

  getActivityHistory(query: HistoryQuery): HistoryAnswer<HistoryRowOf['activity']> {
    return this.#answer('activity', query);
  }

  getSessionHistory(query: HistoryQuery): HistoryAnswer<HistoryRowOf['session']> {
    return this.#answer('session', query);
  }

  async #answer<K extends HistoryKind>(history: K, query: HistoryQuery): HistoryAnswer<HistoryRowOf[K]> {
    this.calls.push({ history, query });
    if (this.#held !== null) await this.#held;
    const failure = this.failures[history];
    const entries: readonly HistoryRowOf[K][] = this.entries[history];
    const start = query.pageIndex * query.pageSize;
    const page = {
      rows: entries.slice(start, start + query.pageSize),
      totalCount: entries.length,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    };
    return answerPrivateCall(this.#tokens, failure === undefined ? ok(page) : fail(failure));
  }
}
