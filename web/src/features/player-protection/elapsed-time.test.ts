import { describe, expect, it } from 'vitest';
import { formatElapsed, isoDuration } from './elapsed-time.ts';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [4_999, '0:04'],
    [245_000, '4:05'],
    [3_723_000, '1:02:03'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('shows %d ms as %s', (ms, shown) => {
    expect(formatElapsed(ms)).toBe(shown);
  });

  it('drops the seconds for a clock that changes once a minute', () => {
    expect(formatElapsed(3_723_000, false)).toBe('1:02');
  });
});

describe('isoDuration', () => {
  it('writes hours, minutes and seconds', () => {
    expect(isoDuration(3_723_000)).toBe('PT1H2M3S');
  });
});
