import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { isServerErrorExcluded, serverErrorReaction } from './server-error.rule.ts';

const balances = { operationId: 'getBalances', path: '/api/v1/customerfacing/customers/balances' };

describe('serverErrorReaction', () => {
  it('closes the modal and opens the error modal 0.5 s after an HTTP 500, with a toast', () => {
    expect(serverErrorReaction(createApiFailure(41, 500), balances)).toEqual({
      kind: 'open-error-modal',
      delayMs: 500,
      intents: [{ kind: 'close-modal' }, { kind: 'open-modal', modal: 'errorModal' }],
      toast: true,
    });
  });

  it('does nothing for another HTTP status', () => {
    expect(serverErrorReaction(createApiFailure(1, 400), balances)).toEqual({ kind: 'none' });
  });

  it('does nothing for a transport failure', () => {
    expect(serverErrorReaction(createTransportFailure(), balances)).toEqual({ kind: 'none' });
  });

  it.each([
    { operationId: 'getJackpotFeed', path: '/x' },
    { path: '/api/v1/customerfacing/getActivityFeedMonthlyBiggestWins?gameProduct=CASINO' },
    { path: 'http://127.0.0.1:4000/api/v1/customerfacing/gaming/jackpotFeed' },
    { path: '/api/v1/customerfacing/customers/notifications' },
    { path: '/api/v1/customerfacing/gaming/gameTags' },
  ])('ignores an HTTP 500 of an excluded call %o', (call) => {
    expect(serverErrorReaction(createApiFailure(41, 500), call)).toEqual({ kind: 'none' });
  });
});

describe('isServerErrorExcluded', () => {
  it('matches whole path segments only', () => {
    expect(isServerErrorExcluded({ path: '/api/v1/customerfacing/gaming/gameTagsOfTheDay' })).toBe(false);
  });

  it('ignores the query string', () => {
    expect(
      isServerErrorExcluded({ path: '/api/v1/customerfacing/customers/balances?from=notifications' }),
    ).toBe(false);
  });

  it('excludes every path with an excluded segment, wherever it sits', () => {
    const segment = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(segment),
        fc.constantFrom('jackpotFeed', 'gameTags', 'notifications', 'getActivityFeedMonthlyBiggestWins'),
        fc.array(segment),
        (before, excluded, after) => {
          expect(isServerErrorExcluded({ path: `/${[...before, excluded, ...after].join('/')}` })).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
