import { useCallback, useEffect, useState } from 'react';

/** How long a grid's first row may hold the other tiles' images back (ms): a slow one does not keep the screen empty. */
export const FIRST_ROW_WAIT_MS = 3_000;

export interface FirstRowFirst {
  /** Whether the tiles after the first row may ask for their images. */
  readonly rest: boolean;
  /** What a first-row image calls, with its game's id, once it has loaded or failed. */
  readonly settled: (gameId: number) => void;
}

/**
 * A grid's first row of images before the others: the first row is the page's largest paint, and on a
 * slow connection its images download alone instead of sharing it with every tile of the screen. The
 * others may ask for theirs (`rest`) once every image of the first row (`firstRow`, its games' ids)
 * has loaded or failed and the browser has painted them (two frames later); or FIRST_ROW_WAIT_MS after
 * the grid first rendered; or at once when `scrolled`, when the first row is no longer what the
 * player looks at.
 */
export function useFirstRowFirst(firstRow: readonly number[], scrolled: boolean): FirstRowFirst {
  const [settledIds, setSettledIds] = useState<ReadonlySet<number>>(() => new Set());
  const [rest, setRest] = useState(false);
  const firstRowShown = firstRow.every((id) => settledIds.has(id));
  // Once scrolled, for good: back at the top, the tiles keep their images.
  if (scrolled && !rest) setRest(true);
  useEffect(() => {
    if (rest) return undefined;
    if (firstRowShown) {
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          setRest(true);
        });
      });
      return () => {
        cancelAnimationFrame(frame);
      };
    }
    const timer = setTimeout(() => {
      setRest(true);
    }, FIRST_ROW_WAIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [rest, firstRowShown]);
  const settled = useCallback((gameId: number) => {
    setSettledIds((ids) => (ids.has(gameId) ? ids : new Set([...ids, gameId])));
  }, []);
  return { rest, settled };
}
