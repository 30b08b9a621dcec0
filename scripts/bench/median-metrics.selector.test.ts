import { describe, expect, it } from 'vitest';
import type { LighthouseMetrics } from './lighthouse-metrics.model.ts';
import { median, medianMetrics } from './median-metrics.selector.ts';

const run = (score: number, lcpMs: number, tbtMs: number): LighthouseMetrics => ({
  score,
  lcpMs,
  tbtMs,
  cls: 0,
  fcpMs: lcpMs - 300,
});

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([2400, 900, 1500])).toBe(1500);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([90, 99, 70, 95])).toBe(92.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('no run');
  });
});

describe('medianMetrics', () => {
  it('takes each figure’s own median, not the figures of the median-score run', () => {
    const runs = [
      run(92, 2550, 150),
      run(95, 2200, 260),
      run(88, 2250, 300),
      run(90, 2400, 200),
      run(90, 2250, 250),
    ];

    expect(medianMetrics(runs)).toEqual({ score: 90, lcpMs: 2250, tbtMs: 250, cls: 0, fcpMs: 1950 });
  });
});
