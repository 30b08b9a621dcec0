import { describe, expect, it } from 'vitest';
import { depositTrackingEvent } from './deposit-tracking.rule.ts';

describe('depositTrackingEvent', () => {
  it('tracks the first successful deposit as FIRST_DEPOSIT', () => {
    expect(depositTrackingEvent(1, 2000, 'EUR')).toEqual({
      kind: 'FIRST_DEPOSIT',
      amount: 2000,
      currency: 'EUR',
    });
  });

  it('tracks a later deposit as REPEAT_DEPOSIT', () => {
    expect(depositTrackingEvent(2, 500, 'EUR')).toEqual({
      kind: 'REPEAT_DEPOSIT',
      amount: 500,
      currency: 'EUR',
    });
  });

  it('reads a count of 0 as the first deposit', () => {
    expect(depositTrackingEvent(0, 500, 'EUR').kind).toBe('FIRST_DEPOSIT');
  });
});
