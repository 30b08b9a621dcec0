import { describe, expect, it } from 'vitest';
import { formatPaintMs, medianOf } from './grid-figures.model.ts';

describe('medianOf', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(medianOf([30, 10, 50, 20, 40])).toBe(30);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(medianOf([40, 10, 30, 20])).toBe(25);
  });

  it('is undefined for no values', () => {
    expect(medianOf([])).toBeUndefined();
  });
});

describe('formatPaintMs', () => {
  it('keeps one decimal, so a figure just over a budget does not read as on it', () => {
    expect(formatPaintMs(50.04)).toBe('50.0 ms');
    expect(formatPaintMs(50.06)).toBe('50.1 ms');
  });
});
