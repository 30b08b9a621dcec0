import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useFirstRowFirst } from './first-row-first.ts';
import { GridTile } from './grid-tile.tsx';
import { gridLayout } from './grid-layout.ts';
import { useRowsNearWindow, type RowRange } from './rows-near-window.ts';

/** Rows rendered above and below the window, so Tab and a quick scroll find tiles already there. */
const OVERSCAN_ROWS = 2;

export interface GridBox {
  /** Content width of the list (px). */
  readonly width: number;
  /** Distance of the list from the top of the document (px). */
  readonly top: number;
  /** Root font size (px), for the rem-sized text block of a tile. */
  readonly remPx: number;
}

const sameBox = (a: GridBox, b: GridBox): boolean =>
  a.width === b.width && a.top === b.top && a.remPx === b.remPx;

export function measure(element: HTMLElement): GridBox {
  const rect = element.getBoundingClientRect();
  const remPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return {
    width: element.clientWidth,
    top: rect.top + window.scrollY,
    remPx: Number.isFinite(remPx) && remPx > 0 ? remPx : 16,
  };
}

/**
 * The list's width and place on the page, read again whenever the list or the page around it changes
 * size (a search bar wrapping, the window turning). Given the box its place had before the list
 * mounted (`estimate`), the list renders its rows at once and is measured once the browser has laid
 * it out; without one, it is measured before the first paint, which makes the browser lay the page
 * out then and there, and renders its rows again.
 */
function useGridBox(ref: RefObject<HTMLElement | null>, estimate: GridBox | null): GridBox {
  const [box, setBox] = useState<GridBox>(() => estimate ?? { width: 0, top: 0, remPx: 16 });
  const measured = estimate !== null;
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const update = (): void => {
      const next = measure(element);
      setBox((previous) => (sameBox(previous, next) ? previous : next));
    };
    // Its first observation, after the next layout, measures the list too.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(document.body);
    if (!measured) update();
    return () => {
      observer.disconnect();
    };
  }, [ref, measured]);
  return box;
}

/**
 * The box of the element a grid will fill (`ref`), measured when the browser has laid it out (no
 * layout of its own) and again when it changes size; null until then. A page measures where its
 * grid goes while the first games load, so the grid's first render has its columns right.
 */
export function useGridEstimate(ref: RefObject<HTMLElement | null>): GridBox | null {
  const [box, setBox] = useState<GridBox | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const observer = new ResizeObserver(() => {
      const next = measure(element);
      setBox((previous) => (previous !== null && sameBox(previous, next) ? previous : next));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return box;
}

/** The rows near the window, plus the row that holds focus (or is about to), so it is never dropped. */
function rowsToRender(range: RowRange | null, pinned: number | null): number[] {
  const rows =
    range === null ? [] : Array.from({ length: range.last - range.first + 1 }, (_, i) => range.first + i);
  return pinned === null || rows.includes(pinned) ? rows : [...rows, pinned].sort((a, b) => a - b);
}

export interface GameGridProps {
  readonly games: readonly Game[];
  /** The list's accessible name. */
  readonly label: string;
  readonly hrefOf: (game: Game) => string;
  /** A game to move focus to (the first a load-more added); onFocused says it is done. */
  readonly focusIndex: number | null;
  readonly onFocused: () => void;
  /** The box of the list's place, measured before it mounted (useGridEstimate), if there is one. */
  readonly estimate?: GridBox | null;
}

/**
 * The games of a category as a window-scrolled, virtualised grid: rows of equal height with as many
 * columns as fit, only the rows near the window in the DOM. It is a list of links (each item says its
 * place: "12 of 400"); the row with the focused tile stays rendered while the page scrolls away from it.
 * The first row's images load at once, the others' once those are on the screen (useFirstRowFirst).
 */
export function GameGrid({ games, label, hrefOf, focusIndex, onFocused, estimate = null }: GameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const box = useGridBox(listRef, estimate);
  const { columns, gap, rowHeight } = gridLayout(box.width, box.remPx);
  const [focusedGame, setFocusedGame] = useState<number | null>(null);
  const target = focusIndex ?? focusedGame;
  const pinned = target === null ? null : Math.floor(target / columns);

  const rowCount = Math.ceil(games.length / columns);
  const range = useRowsNearWindow({ top: box.top, rowHeight, count: rowCount }, OVERSCAN_ROWS);
  const images = useFirstRowFirst(
    games.slice(0, columns).map((game) => game.id),
    range !== null && range.first > 0,
  );

  useEffect(() => {
    if (focusIndex === null) return;
    const link = listRef.current?.querySelector<HTMLElement>(`[data-game-index="${focusIndex}"] a`);
    if (link === undefined || link === null) return;
    link.focus();
    onFocused();
  });

  return (
    <div
      ref={listRef}
      className="game-grid"
      role="list"
      aria-label={label}
      style={{ height: rowCount * rowHeight }}
      onFocus={(event) => {
        const item = (event.target as HTMLElement).closest<HTMLElement>('[data-game-index]');
        if (item !== null) setFocusedGame(Number(item.dataset.gameIndex));
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusedGame(null);
      }}
    >
      {rowsToRender(range, pinned).map((row) => {
        const first = row * columns;
        return (
          <div
            key={row}
            role="none"
            className="game-grid__row"
            style={{
              transform: `translateY(${row * rowHeight}px)`,
              height: rowHeight - gap,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: gap,
            }}
          >
            {games.slice(first, first + columns).map((game, offset) => (
              <div
                key={game.id}
                role="listitem"
                aria-posinset={first + offset + 1}
                aria-setsize={games.length}
                data-game-index={first + offset}
              >
                <GridTile
                  game={game}
                  href={hrefOf(game)}
                  image={row === 0 ? 'first' : images.rest ? 'near' : 'held'}
                  onImageSettled={
                    row === 0
                      ? () => {
                          images.settled(game.id);
                        }
                      : undefined
                  }
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
