import { describe, expect, it } from 'vitest';
import { selectMedianRun } from './median-run.selector.ts';

describe('selectMedianRun', () => {
  it('returns the whole run with the middle score of three, whatever their order', () => {
    const runs = [
      { score: 97, lcpMs: 900 },
      { score: 81, lcpMs: 2400 },
      { score: 92, lcpMs: 1500 },
    ];

    expect(selectMedianRun(runs)).toEqual({ score: 92, lcpMs: 1500 });
  });

  it('takes the lower middle run of an even count', () => {
    expect(selectMedianRun([{ score: 90 }, { score: 99 }, { score: 70 }, { score: 95 }])).toEqual({
      score: 90,
    });
  });

  it('keeps the run order among equal scores', () => {
    const runs = [
      { score: 90, id: 'a' },
      { score: 90, id: 'b' },
      { score: 90, id: 'c' },
    ];

    expect(selectMedianRun(runs).id).toBe('b');
  });

  it('refuses an empty list', () => {
    expect(() => selectMedianRun([])).toThrow('no run');
  });
});
