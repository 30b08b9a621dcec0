import {
  SandboxError,
  ok,
  readString,
  requireCustomer,
  type OperationHandlers,
} from '../handlers/operation-handler.ts';
import type { SandboxState } from '../state.ts';
import type { PlayerLedger } from './ledger.ts';
import { dayMs, isoOf, rigaDayStart, rigaIsoDate, type TimeRange } from './riga-time.ts';
import { walletOf } from './wallet.store.ts';

/** Longest range of a history query, in days. */
export const maxHistoryRangeDays = 365;

interface HistoryQuery {
  readonly range: TimeRange;
  readonly pageStart: number;
  readonly pageSize: number;
}

/** dateFrom/dateTo (Riga days, inclusive; default the 30 days up to today) and paging (default 0, 20). */
function historyQuery(query: Readonly<Record<string, unknown>>, now: number): HistoryQuery {
  const dateTo = readString(query, 'dateTo') ?? rigaIsoDate(now);
  const to = rigaDayStart(dateTo, 1);
  const dateFrom = readString(query, 'dateFrom');
  const from = dateFrom === undefined ? rigaDayStart(dateTo, -30) : rigaDayStart(dateFrom);
  const days = Math.round((to - from) / dayMs);
  if (days < 1) throw new SandboxError(400, -1, 'Request validation failed: query.dateFrom is after dateTo');
  if (days - 1 > maxHistoryRangeDays)
    throw new SandboxError(
      400,
      -1,
      `Request validation failed: dateTo is more than ${String(maxHistoryRangeDays)} days after dateFrom`,
    );
  const pageStart = typeof query.pageStart === 'number' ? query.pageStart : 0;
  const pageSize = typeof query.pageSize === 'number' ? query.pageSize : 20;
  return { range: { from, to }, pageStart, pageSize };
}

/** One page of a list, newest first, within the query's range. */
function page<T>(
  entries: readonly T[],
  timeOf: (entry: T) => number,
  view: (entry: T) => object,
  query: HistoryQuery,
): object {
  const matching = entries
    .filter((e) => timeOf(e) >= query.range.from && timeOf(e) < query.range.to)
    .sort((a, b) => timeOf(b) - timeOf(a));
  const start = query.pageStart * query.pageSize;
  return {
    content: matching.slice(start, start + query.pageSize).map(view),
    totalElements: matching.length,
    pageStart: query.pageStart,
    pageSize: query.pageSize,
  };
}

type Lister = (ledger: PlayerLedger, query: HistoryQuery) => object;

const listers: Readonly<Record<string, Lister>> = {
  getCashierHistory: (ledger, query) =>
    page(
      ledger.cashier,
      (c) => c.createdAt,
      (c) => ({ ...c, createdAt: isoOf(c.createdAt) }),
      query,
    ),
  getCasinoHistory: (ledger, query) =>
    page(
      ledger.casino,
      (r) => r.playedAt,
      (r) => ({ ...r, playedAt: isoOf(r.playedAt) }),
      query,
    ),
  getSportsHistory: (ledger, query) =>
    page(
      ledger.sports,
      (b) => b.placedAt,
      (b) => ({
        ...b,
        placedAt: isoOf(b.placedAt),
        settledAt: b.settledAt === null ? null : isoOf(b.settledAt),
      }),
      query,
    ),
  getPaymentHistory: (ledger, query) =>
    page(
      ledger.payments,
      (p) => p.createdAt,
      (p) => ({ ...p, createdAt: isoOf(p.createdAt) }),
      query,
    ),
  getActivityHistory: (ledger, query) =>
    page(
      ledger.activity,
      (a) => a.createdAt,
      (a) => ({ ...a, createdAt: isoOf(a.createdAt) }),
      query,
    ),
  getSessionHistory: (ledger, query) =>
    page(
      ledger.sessions,
      (s) => s.loginAt,
      (s) => ({ ...s, loginAt: isoOf(s.loginAt), logoutAt: s.logoutAt === null ? null : isoOf(s.logoutAt) }),
      query,
    ),
};

/** The six history lists of the history tab: newest first, filtered by Riga days, paged. */
export function createHistoryHandlers(state: SandboxState): OperationHandlers {
  const wallet = walletOf(state);
  return Object.fromEntries(
    Object.entries(listers).map(([operationId, list]) => [
      operationId,
      (context: Parameters<OperationHandlers[string]>[0]) => {
        const player = requireCustomer(context);
        return ok(list(wallet.ledgerOf(player), historyQuery(context.request.query, state.now())));
      },
    ]),
  );
}
