import type { LiveTable } from './feeds.ts';

/** Results shown per roulette table (games-and-content.md §9). */
export const ROULETTE_RESULTS_SHOWN = 6;

/** Red numbers of the European wheel. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteColour = 'red' | 'black' | 'green';

/** The colour of a result: 0 and 00 green, the red numbers red, 1–36 otherwise black; null for anything else. */
export function rouletteColour(result: string): RouletteColour | null {
  const value = result.trim();
  if (value === '0' || value === '00') return 'green';
  if (!/^[1-9]\d?$/.test(value)) return null;
  const number = Number(value);
  if (number > 36) return null;
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

/** One result as shown. */
export interface RouletteResult {
  readonly value: string;
  readonly colour: RouletteColour;
}

/**
 * The results a table shows: the 6 newest (results are newest first), skipping results containing a
 * pipe (multiplier results) and anything that is no roulette number.
 */
export const lastRouletteResults = (results: readonly string[]): readonly RouletteResult[] =>
  results
    .filter((result) => !result.includes('|'))
    .flatMap((result) => {
      const colour = rouletteColour(result);
      return colour === null ? [] : [{ value: result.trim(), colour }];
    })
    .slice(0, ROULETTE_RESULTS_SHOWN);

/** What a live table's tile shows: open or not, its last results and its bet limits in the currency. */
export interface LiveTableSummary {
  readonly denchGameId: string;
  readonly open: boolean;
  readonly results: readonly RouletteResult[];
  /** Minimum and maximum bet in minor units, null when the table has none in the currency. */
  readonly limits: { readonly min: number; readonly max: number } | null;
}

export const liveTableSummary = (table: LiveTable, currency: string): LiveTableSummary => ({
  denchGameId: table.denchGameId,
  open: table.open,
  results: lastRouletteResults(table.results),
  limits: (Object.hasOwn(table.betLimits, currency) ? table.betLimits[currency] : undefined) ?? null,
});
