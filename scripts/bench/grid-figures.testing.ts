/** Builders of grid figures for the bench's unit tests. */
import type { GridFigures, KeystrokePaint } from './grid-figures.model.ts';

/** Keystrokes of the given times (ms), typed as prefixes of "dragons". */
export function buildKeystrokes(...ms: readonly number[]): KeystrokePaint[] {
  return ms.map((time, index) => ({ query: 'dragons'.slice(0, (index % 7) + 1), results: 40, ms: time }));
}

/** The large catalogue's grid, measured and within its budgets: 544 nodes, seven 20 ms keystrokes. */
export function buildGridFigures(overrides: Partial<GridFigures> = {}): GridFigures {
  return {
    label: 'grid · large',
    path: '/en/casino/all-games',
    viewport: { width: 1280, height: 900 },
    domNodes: 544,
    shownGames: 400,
    keystrokes: buildKeystrokes(20, 20, 20, 20, 20, 20, 20),
    problems: [],
    ...overrides,
  };
}
