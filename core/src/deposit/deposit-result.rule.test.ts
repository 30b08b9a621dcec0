import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_RESULT_TYPES,
  depositResultRedirect,
  depositTypeOfQuery,
  depositTypeOfResult,
  depositTypeOfStatus,
  resolveDepositResult,
} from './deposit-result.rule.ts';

const STATUSES = ['CANCELED', 'FAILED', 'REJECTED', 'COMPLETED_SUCCESS', 'WAIT_CONFIRMATION'];

describe('depositTypeOfStatus', () => {
  it.each([
    ['CANCELED', 'cancel-ext'],
    ['FAILED', 'failure-ext'],
    ['REJECTED', 'failure-ext'],
    ['COMPLETED_SUCCESS', 'success-ext'],
    ['WAIT_CONFIRMATION', 'pending-ext'],
  ])('maps %s to %s', (status, type) => {
    expect(depositTypeOfStatus(status)).toBe(type);
  });

  it('maps any other status to null', () => {
    fc.assert(
      fc.property(fc.string(), (status) => STATUSES.includes(status) || depositTypeOfStatus(status) === null),
      { numRuns: 1000 },
    );
  });
});

describe('depositTypeOfResult', () => {
  it.each([
    ['SUCCESS', 'success-ext'],
    ['ERROR', 'failure-ext'],
  ])('maps %s to %s', (result, type) => {
    expect(depositTypeOfResult(result)).toBe(type);
  });

  it.each(['success', 'PENDING', 'constructor'])('maps %s to null', (result) => {
    expect(depositTypeOfResult(result)).toBeNull();
  });

  it('maps any other result to null', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (result) => ['SUCCESS', 'ERROR'].includes(result) || depositTypeOfResult(result) === null,
      ),
      { numRuns: 1000 },
    );
  });
});

describe('depositTypeOfQuery', () => {
  it.each([
    ['?pending=true', 'pending-ext'],
    ['?canceled', 'cancel-ext'],
    ['?token=abc123', 'success-ext'],
    ['?status=REJECTED', 'failure-ext'],
    ['?result=SUCCESS', 'success-ext'],
    ['?result=ERROR', 'failure-ext'],
  ])('maps %s to %s', (search, type) => {
    expect(depositTypeOfQuery(search)).toBe(type);
  });

  it('reads a cancel before a token', () => {
    expect(depositTypeOfQuery('token=abc&canceled=1')).toBe('cancel-ext');
  });

  it('reads a pending before a token', () => {
    expect(depositTypeOfQuery('token=abc&pending=1')).toBe('pending-ext');
  });

  it('reads the flags before the status', () => {
    expect(depositTypeOfQuery('status=COMPLETED_SUCCESS&pending=1')).toBe('pending-ext');
  });

  it('reads the status before the result', () => {
    expect(depositTypeOfQuery('result=SUCCESS&status=FAILED')).toBe('failure-ext');
  });

  it('is null for a query that names no outcome', () => {
    expect(depositTypeOfQuery('?paymentTransactionId=42&status=UNKNOWN')).toBeNull();
  });

  it('maps any query to the page of its first flag, or else of its status, or else of its result', () => {
    const flag = fc.constantFrom('canceled', 'pending', 'token');
    const pair = fc.oneof(
      fc.tuple(flag, fc.string()),
      fc.tuple(fc.constant('status'), fc.oneof(fc.constantFrom(...STATUSES), fc.string())),
      fc.tuple(fc.constant('result'), fc.oneof(fc.constantFrom('SUCCESS', 'ERROR'), fc.string())),
      fc.tuple(fc.string(), fc.string()),
    );
    fc.assert(
      fc.property(fc.array(pair), (pairs) => {
        const search = pairs
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
          .join('&');
        const first = new Map<string, string>();
        for (const [name, value] of pairs) if (!first.has(name)) first.set(name, value);
        const expected =
          (first.has('canceled') && 'cancel-ext') ||
          (first.has('pending') && 'pending-ext') ||
          (first.has('token') && 'success-ext') ||
          depositTypeOfStatus(first.get('status') ?? '') ||
          depositTypeOfResult(first.get('result') ?? '');
        expect(depositTypeOfQuery(search)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('resolveDepositResult', () => {
  it.each(DEPOSIT_RESULT_TYPES)('shows the %s page under a language', (type) => {
    expect(resolveDepositResult(`/lv/deposit/${type}`, '')).toBe(type);
  });

  it('shows the page of a path without a language', () => {
    expect(resolveDepositResult('/deposit/failure', '')).toBe('failure');
  });

  it('accepts a trailing slash', () => {
    expect(resolveDepositResult('/en/deposit/pending/', '')).toBe('pending');
  });

  it('takes the page of the query on the notification path', () => {
    expect(resolveDepositResult('/deposit/notification', '?status=WAIT_CONFIRMATION')).toBe('pending-ext');
  });

  it('lets the query win over the type of the path', () => {
    expect(resolveDepositResult('/lv/deposit/success', '?canceled=true')).toBe('cancel-ext');
  });

  it('is null for the notification path without an outcome', () => {
    expect(resolveDepositResult('/deposit/notification', '')).toBeNull();
  });

  it.each(['/lv/casino', '/lv/deposit', '/lv/deposit/success/more', '/profile/deposit/success'])(
    'is null for %s',
    (pathname) => {
      expect(resolveDepositResult(pathname, '?token=1')).toBeNull();
    },
  );

  it('shows the type of any deposit path, with or without a language, when the query names no outcome', () => {
    const lang = fc.oneof(fc.constant(''), fc.stringMatching(/^\/[a-z]{2}$/));
    fc.assert(
      fc.property(lang, fc.constantFrom(...DEPOSIT_RESULT_TYPES), fc.boolean(), (prefix, type, slash) => {
        expect(
          resolveDepositResult(`${prefix}/deposit/${type}${slash ? '/' : ''}`, '?paymentTransactionId=1'),
        ).toBe(type);
      }),
      { numRuns: 1000 },
    );
  });

  it('is null for any path outside the deposit screens, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (pathname, search) => {
        const type = resolveDepositResult(pathname, search);
        return type === null ? true : pathname.includes('/deposit/') && DEPOSIT_RESULT_TYPES.includes(type);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('depositResultRedirect', () => {
  it('sends /deposit/notification to the page of the transaction status', () => {
    expect(
      depositResultRedirect('/deposit/notification', '?paymentTransactionId=7&status=FAILED', 'lv'),
    ).toBe('/lv/deposit/failure-ext?paymentTransactionId=7');
  });

  it('sends a SUCCESS result to the success-ext page', () => {
    expect(depositResultRedirect('/en/deposit/success', '?result=SUCCESS', 'lv')).toBe(
      '/en/deposit/success-ext',
    );
  });

  it('keeps a page whose query agrees with it', () => {
    expect(
      depositResultRedirect('/lv/deposit/cancel-ext', '?paymentTransactionId=7&status=CANCELED', 'lv'),
    ).toBeNull();
  });

  it('sends a location that names no page to /404', () => {
    expect(depositResultRedirect('/lv/deposit/notification', '', 'lv')).toBe('/404');
  });
});
