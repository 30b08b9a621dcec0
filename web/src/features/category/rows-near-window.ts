import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Where the window is: its scroll offset and height (px). */
export interface WindowView {
  readonly scrollY: number;
  readonly height: number;
}

/** A list of equal rows in a window-scrolled page. */
export interface RowList {
  /** Distance of the list from the top of the document (px). */
  readonly top: number;
  /** One row with the gap below it (px). */
  readonly rowHeight: number;
  readonly count: number;
}

/** The first and last row to render (inclusive). */
export interface RowRange {
  readonly first: number;
  readonly last: number;
}

/**
 * The rows of `list` that the window shows, with `overscan` more above and below: null when none is
 * near (an empty list, or one far below or above the window).
 */
export function rowsNear(view: WindowView, list: RowList, overscan: number): RowRange | null {
  if (list.count === 0 || list.rowHeight <= 0) return null;
  const top = view.scrollY - list.top;
  const first = Math.max(0, Math.floor(top / list.rowHeight) - overscan);
  const last = Math.min(list.count - 1, Math.floor((top + view.height) / list.rowHeight) + overscan);
  return first > last ? null : { first, last };
}

const sameRange = (a: RowRange | null, b: RowRange | null): boolean =>
  a === b || (a !== null && b !== null && a.first === b.first && a.last === b.last);

const viewOf = (): WindowView => ({ scrollY: window.scrollY, height: window.innerHeight });

/**
 * The rows of a window-scrolled list near the window (rowsNear), followed as the page scrolls or the
 * window resizes. The page re-renders only when the range changes, not on every scroll event.
 */
export function useRowsNearWindow(list: RowList, overscan: number): RowRange | null {
  const [view, setView] = useState(viewOf);
  const latest = useRef({ list, overscan, view });
  useLayoutEffect(() => {
    latest.current = { list, overscan, view };
  });
  useEffect(() => {
    const update = (): void => {
      const next = viewOf();
      const { list: current, overscan: extra, view: shown } = latest.current;
      if (!sameRange(rowsNear(shown, current, extra), rowsNear(next, current, extra))) setView(next);
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return rowsNear(view, list, overscan);
}
