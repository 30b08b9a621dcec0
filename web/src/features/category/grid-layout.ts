/** Narrowest tile (CSS px) before the grid drops a column. */
export const MIN_TILE_WIDTH = 150;
/** A phone at 320 px still shows two tiles side by side. */
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 8;
/** Below this grid width (px) the gaps are tighter. */
const NARROW_GRID = 600;
/** Height of a tile's text block (name and provider) and the space above it, in rem (category.css). */
export const TILE_TEXT_REM = 2.75;
export const TILE_TEXT_GAP_REM = 0.5;

export interface GridLayout {
  readonly columns: number;
  /** Space between tiles, across and down (px). */
  readonly gap: number;
  readonly tileWidth: number;
  /** One row of tiles with the gap below it (px): what the virtualiser steps by. */
  readonly rowHeight: number;
}

/**
 * The grid's columns and row height for its width (px) and the root font size (px): as many columns
 * of at least MIN_TILE_WIDTH as fit (2 to 8), square images, and a text block of fixed rem height, so
 * every row is the same height and nothing needs measuring.
 */
export function gridLayout(width: number, remPx: number): GridLayout {
  const gap = width < NARROW_GRID ? 12 : 16;
  const fitting = Math.floor((width + gap) / (MIN_TILE_WIDTH + gap));
  const columns = Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fitting));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const rowHeight = tileWidth + (TILE_TEXT_GAP_REM + TILE_TEXT_REM) * remPx + gap;
  return { columns, gap, tileWidth, rowHeight };
}
