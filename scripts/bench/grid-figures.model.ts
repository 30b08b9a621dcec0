/**
 * What the grid probe measured on the large catalogue's biggest category page (grid.probe.ts): the
 * DOM size once 400 games are loaded and the paint time of search keystrokes.
 */

/** The games the grid must hold when its DOM nodes are counted. */
export const GRID_GAMES_TARGET = 400;

/** Fewer measured keystrokes than this make no median worth a budget. */
export const MIN_MEASURED_KEYSTROKES = 7;

/** One search keystroke: the text in the box after it and how long its results took to paint. */
export interface KeystrokePaint {
  /** The search text after the keystroke, e.g. `drag`. */
  readonly query: string;
  /** Games on the grid's first page for that text (at most 40). */
  readonly results: number;
  /** From the search response's last byte (responseEnd) to the first frame showing its results, ms. */
  readonly ms: number;
}

export interface GridFigures {
  /** Label of the budget column, e.g. `grid · large`. */
  readonly label: string;
  /** The page, e.g. `/en/casino/all-games`; undefined when no category was found. */
  readonly path: string | undefined;
  readonly viewport: { readonly width: number; readonly height: number };
  /** `document.getElementsByTagName('*').length` once the progress said ≥ 400 games shown. */
  readonly domNodes: number | undefined;
  /** Games the progress said were shown when the nodes were counted. */
  readonly shownGames: number | undefined;
  /** Every measured keystroke, in typing order. */
  readonly keystrokes: readonly KeystrokePaint[];
  /** Why a figure is missing or short, one line each. */
  readonly problems: readonly string[];
}

/** The median of `values` (the mean of the two middle ones for an even count); undefined when empty. */
export function medianOf(values: readonly number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return undefined;
  const lower = sorted.length % 2 === 0 ? (sorted[middle - 1] ?? upper) : upper;
  return (lower + upper) / 2;
}

/** A paint time with one decimal, so a figure just over a budget does not read as on it: `12.3 ms`. */
export function formatPaintMs(ms: number): string {
  return `${ms.toFixed(1)} ms`;
}
