import { parseQuery } from '../routing/query-string.rule.ts';

/** The result pages of a deposit (games-and-content.md §2 Deposit screens). */
export const DEPOSIT_RESULT_TYPES = [
  'success',
  'failure',
  'cancel',
  'pending',
  'success-ext',
  'failure-ext',
  'cancel-ext',
  'pending-ext',
] as const;
export type DepositResultType = (typeof DEPOSIT_RESULT_TYPES)[number];

export const isDepositResultType = (value: string): value is DepositResultType =>
  (DEPOSIT_RESULT_TYPES as readonly string[]).includes(value);

const BY_STATUS: ReadonlyMap<string, DepositResultType> = new Map([
  ['CANCELED', 'cancel-ext'],
  ['FAILED', 'failure-ext'],
  ['REJECTED', 'failure-ext'],
  ['COMPLETED_SUCCESS', 'success-ext'],
  ['WAIT_CONFIRMATION', 'pending-ext'],
]);

const BY_RESULT: ReadonlyMap<string, DepositResultType> = new Map([
  ['SUCCESS', 'success-ext'],
  ['ERROR', 'failure-ext'],
]);

/** Query flags and their pages, in the order they are read: a cancel beats a pending beats a token. */
const BY_FLAG: readonly (readonly [string, DepositResultType])[] = [
  ['canceled', 'cancel-ext'],
  ['pending', 'pending-ext'],
  ['token', 'success-ext'],
];

const lookup = (table: ReadonlyMap<string, DepositResultType>, key: string | undefined) =>
  key === undefined ? null : (table.get(key) ?? null);

/**
 * The page of a transaction status: CANCELED → cancel-ext; FAILED, REJECTED → failure-ext;
 * COMPLETED_SUCCESS → success-ext; WAIT_CONFIRMATION → pending-ext; null for any other status.
 */
export const depositTypeOfStatus = (status: string): DepositResultType | null => lookup(BY_STATUS, status);

/** The page of a deposit result: SUCCESS → success-ext, ERROR → failure-ext; null for anything else. */
export const depositTypeOfResult = (result: string): DepositResultType | null => lookup(BY_RESULT, result);

/**
 * The page a provider's return query asks for: the flags `canceled`, `pending` and `token` (present
 * with any value) → cancel-ext, pending-ext, success-ext; else the transaction `status`; else the
 * deposit `result`. Null when the query names none of these.
 */
export function depositTypeOfQuery(search: string): DepositResultType | null {
  const query = parseQuery(search);
  const flagged = BY_FLAG.find(([flag]) => query.has(flag));
  if (flagged !== undefined) return flagged[1];
  return lookup(BY_STATUS, query.get('status')) ?? lookup(BY_RESULT, query.get('result'));
}

const DEPOSIT_PATH = /^(?:\/([a-z]{2}))?\/deposit\/([^/?#]+)\/?$/;

/**
 * The result page of a location, or null when it is not one: /{lang}/deposit/{type},
 * /deposit/{type} and /deposit/notification. The return query wins over the path's type (the provider
 * reports what happened); /deposit/notification, or a type that is not a page, takes the query's page.
 */
export function resolveDepositResult(pathname: string, search: string): DepositResultType | null {
  const match = DEPOSIT_PATH.exec(pathname);
  if (match === null) return null;
  const segment = String(match[2]);
  return depositTypeOfQuery(search) ?? (isDepositResultType(segment) ? segment : null);
}

/**
 * Where a result location should be shown instead, or null when it is right: the page the provider's
 * return query names (status, result, canceled, pending, token) replaces /deposit/notification or a
 * path that says otherwise, under the path's language (else `language`), keeping only the
 * transaction's id; a location that names no page goes to /404.
 */
export function depositResultRedirect(pathname: string, search: string, language: string): string | null {
  const match = DEPOSIT_PATH.exec(pathname);
  const type = resolveDepositResult(pathname, search);
  if (match === null || type === null) return '/404';
  if (match[2] === type) return null;
  const id = parseQuery(search).get('paymentTransactionId');
  const query = id === undefined ? '' : `?paymentTransactionId=${encodeURIComponent(id)}`;
  return `/${match[1] ?? language}/deposit/${type}${query}`;
}
