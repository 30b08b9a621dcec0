import type {
  AccountActivity,
  AccountPayment,
  CashierTransaction,
  CasinoRound,
  HistoryPage,
  HistoryQuery,
  LoginSession,
  SportsBet,
} from '@lv-casino/core/history/history.ts';
import { toIsoDate } from '@lv-casino/core/registration/calendar-date.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** The query parameters every history call shares (dateFrom/dateTo only with a range). */
export interface HistoryQueryParams {
  readonly pageStart: number;
  readonly pageSize: number;
  readonly dateFrom?: string;
  readonly dateTo?: string;
}

/** A core HistoryQuery → the contract's pageStart, pageSize and `YYYY-MM-DD` days. */
export const toHistoryQueryParams = ({ pageIndex, pageSize, range }: HistoryQuery): HistoryQueryParams => ({
  pageStart: pageIndex,
  pageSize,
  ...(range === undefined ? {} : { dateFrom: toIsoDate(range.from), dateTo: toIsoDate(range.to) }),
});

/** An RFC 3339 date-time with its offset, as the contract's `format: date-time` (seconds required). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** A date-time field as epoch ms; anything else is malformed. */
const instant = (text: string, path: string): number => {
  const epochMs = DATE_TIME.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(epochMs) ? malformed(`${path} is not a date-time`) : epochMs;
};

/** Reads one entry of a page: its reader, its raw object (for what the reader cannot read) and its path. */
type RowReader<Dto, Row> = (dto: DtoReader<Dto>, raw: Readonly<Record<string, unknown>>, path: string) => Row;

type PageDto = Schemas['CashierHistoryPage'];

/**
 * A history page DTO → a core page, each entry read by `readRow`; one malformed entry fails the
 * whole answer. The page counts must be integers ≥ 0 (the page size ≥ 1).
 */
export const toHistoryPage = <Dto, Row>(
  body: unknown,
  readRow: RowReader<Dto, Row>,
): Result<HistoryPage<Row>, string> =>
  decode(() => {
    const page = DtoReader.of<PageDto>(body);
    const entries = page.objects<Dto>('content');
    // Checked by `objects` above: an array of objects.
    const raw = (body as { readonly content: readonly Readonly<Record<string, unknown>>[] }).content;
    const rows = entries.map((entry, index) =>
      readRow(entry, raw[index] ?? {}, `body.content[${String(index)}]`),
    );
    const count = (key: 'totalElements' | 'pageStart' | 'pageSize', minimum: number): number => {
      const value = page.integer(key);
      return value < minimum ? malformed(`body.${key} is below ${String(minimum)}`) : value;
    };
    return {
      rows,
      totalCount: count('totalElements', 0),
      pageIndex: count('pageStart', 0),
      pageSize: count('pageSize', 1),
    };
  });

export const toCashierTransaction: RowReader<Schemas['CashierTransaction'], CashierTransaction> = (
  dto,
  _raw,
  path,
) => ({
  id: dto.integer('transactionId'),
  type: dto.oneOf('type', ['DEPOSIT', 'WITHDRAW']),
  method: dto.string('method'),
  amount: dto.integer('amount'),
  currency: dto.string('currency'),
  status: dto.oneOf('status', ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED']),
  createdAt: instant(dto.string('createdAt'), `${path}.createdAt`),
});

export const toCasinoRound: RowReader<Schemas['CasinoRound'], CasinoRound> = (dto, _raw, path) => ({
  roundId: dto.string('roundId'),
  gameName: dto.string('gameName'),
  provider: dto.string('gameProvider'),
  gameType: dto.oneOf('gameType', ['RNG', 'LIVE_CASINO']),
  betAmount: dto.integer('betAmount'),
  winAmount: dto.integer('winAmount'),
  currency: dto.string('currency'),
  playedAt: instant(dto.string('playedAt'), `${path}.playedAt`),
});

/** Decimal odds (DtoReader reads integers only): a finite number ≥ 1. */
const odds = (raw: Readonly<Record<string, unknown>>, path: string): number => {
  const value = raw.odds;
  return typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? value
    : malformed(`${path}.odds is not a number ≥ 1`);
};

export const toSportsBet: RowReader<Schemas['SportsBet'], SportsBet> = (dto, raw, path) => {
  const settledAt = dto.nullableString('settledAt');
  return {
    betId: dto.string('betId'),
    betType: dto.oneOf('betType', ['SINGLE', 'COMBO', 'SYSTEM']),
    description: dto.string('description'),
    stake: dto.integer('stake'),
    odds: odds(raw, path),
    winAmount: dto.nullableInteger('winAmount'),
    currency: dto.string('currency'),
    status: dto.oneOf('status', ['OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT']),
    placedAt: instant(dto.string('placedAt'), `${path}.placedAt`),
    settledAt: settledAt === null ? null : instant(settledAt, `${path}.settledAt`),
  };
};

export const toAccountPayment: RowReader<Schemas['PaymentRecord'], AccountPayment> = (dto, _raw, path) => ({
  id: dto.integer('paymentId'),
  type: dto.oneOf('type', ['DEPOSIT', 'WITHDRAW', 'BET', 'WIN', 'BONUS', 'BONUS_RELEASE', 'ADJUSTMENT']),
  amount: dto.integer('amount'),
  balanceAfter: dto.integer('balanceAfter'),
  currency: dto.string('currency'),
  createdAt: instant(dto.string('createdAt'), `${path}.createdAt`),
});

export const toAccountActivity: RowReader<Schemas['ActivityRecord'], AccountActivity> = (
  dto,
  _raw,
  path,
) => ({
  id: dto.integer('activityId'),
  type: dto.oneOf('activityType', [
    'LOGIN',
    'LOGOUT',
    'FAILED_LOGIN',
    'PASSWORD_CHANGE',
    'PROFILE_UPDATE',
    'LIMIT_CHANGE',
    'SELF_EXCLUSION',
    'TIMEOUT',
    'DOCUMENT_UPLOAD',
  ]),
  ipAddress: dto.string('ipAddress'),
  createdAt: instant(dto.string('createdAt'), `${path}.createdAt`),
});

export const toLoginSession: RowReader<Schemas['SessionRecord'], LoginSession> = (dto, _raw, path) => {
  const logoutAt = dto.nullableString('logoutAt');
  return {
    id: dto.string('sessionId'),
    loginAt: instant(dto.string('loginAt'), `${path}.loginAt`),
    logoutAt: logoutAt === null ? null : instant(logoutAt, `${path}.logoutAt`),
    ipAddress: dto.string('ipAddress'),
    device: dto.oneOf('device', ['DESKTOP', 'MOBILE']),
    totalBets: dto.integer('totalBets'),
    totalWins: dto.integer('totalWins'),
    currency: dto.string('currency'),
  };
};
