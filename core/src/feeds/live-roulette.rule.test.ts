import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLiveTable } from '../testing/feeds.builder.ts';
import { lastRouletteResults, liveTableSummary, rouletteColour } from './live-roulette.rule.ts';

describe('rouletteColour', () => {
  it.each([
    ['0', 'green'],
    ['00', 'green'],
    ['1', 'red'],
    ['2', 'black'],
    ['10', 'black'],
    ['19', 'red'],
    ['36', 'red'],
    ['35', 'black'],
  ])('shows %s as %s', (result, colour) => {
    expect(rouletteColour(result)).toBe(colour);
  });

  it.each(['37', '-1', 'x', '', '000', '07'])('has no colour for %s', (result) => {
    expect(rouletteColour(result)).toBeNull();
  });

  it('gives 18 red and 18 black numbers', () => {
    const colours = Array.from({ length: 36 }, (_, index) => rouletteColour(String(index + 1)));
    expect([colours.filter((c) => c === 'red').length, colours.filter((c) => c === 'black').length]).toEqual([
      18, 18,
    ]);
  });

  it('colours exactly 0, 00 and 1–36', () => {
    const numbers = new Set(['00', ...Array.from({ length: 37 }, (_, n) => String(n))]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer({ min: -5, max: 120 }).map(String)), (result) => {
        expect(rouletteColour(result) !== null).toBe(numbers.has(result.trim()));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('lastRouletteResults', () => {
  it('keeps the 6 newest results with their colours', () => {
    expect(lastRouletteResults(['0', '1', '2', '3', '4', '5', '6']).map((r) => r.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('skips results containing a pipe', () => {
    expect(lastRouletteResults(['7|x500', '8'])).toEqual([{ value: '8', colour: 'black' }]);
  });

  it('never shows more than 6 results, none with a pipe', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 36 }).map(String), fc.string())), (results) => {
        const shown = lastRouletteResults(results);
        expect(shown.length <= 6 && shown.every((r) => !r.value.includes('|'))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('liveTableSummary', () => {
  it('shows the table with its last results and the limits of the currency', () => {
    const table = createLiveTable({ results: ['5|x2', '17'], betLimits: { EUR: { min: 20, max: 500_000 } } });
    expect(liveTableSummary(table, 'EUR')).toEqual({
      denchGameId: 'table-1',
      open: true,
      results: [{ value: '17', colour: 'black' }],
      limits: { min: 20, max: 500_000 },
    });
  });

  it('has no limits in a currency the table does not list', () => {
    expect(liveTableSummary(createLiveTable(), 'BGN').limits).toBeNull();
  });
});
