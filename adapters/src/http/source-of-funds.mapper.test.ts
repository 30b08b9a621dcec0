import { describe, expect, it } from 'vitest';
import { aSourceOfFundsStatusDto } from '../testing/account-extras-dto.builders.ts';
import { toSourceOfFundsStatus } from './source-of-funds.mapper.ts';

describe('toSourceOfFundsStatus', () => {
  it('reads a pending declaration and its deadline', () => {
    expect(toSourceOfFundsStatus(aSourceOfFundsStatusDto())).toEqual({
      ok: true,
      value: { pending: true, thresholdAmount: 200000, dueDate: Date.UTC(2026, 11, 5, 21, 59, 59) },
    });
  });

  it('reads nothing pending', () => {
    expect(toSourceOfFundsStatus(aSourceOfFundsStatusDto({ pending: false, dueDate: null }))).toEqual({
      ok: true,
      value: { pending: false, thresholdAmount: 200000, dueDate: null },
    });
  });

  it.each([
    [true, null],
    [false, '2026-12-05T23:59:59+02:00'],
  ])('refuses pending %s with the deadline %j', (pending, dueDate) => {
    expect(toSourceOfFundsStatus(aSourceOfFundsStatusDto({ pending, dueDate }))).toEqual({
      ok: false,
      error: 'body.dueDate must be given exactly when pending',
    });
  });

  it('refuses a deadline that is not a date', () => {
    expect(toSourceOfFundsStatus(aSourceOfFundsStatusDto({ dueDate: 'soon' })).ok).toBe(false);
  });
});
