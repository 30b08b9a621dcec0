/**
 * The part of the grid probe that runs in the page (passed to Playwright's `page.evaluate`, so it
 * must not close over anything): it times one search keystroke at a time on the page's own
 * performance.now() timeline, from the moment the search response has fully arrived to the first
 * animation frame after the grid's DOM shows that response's games. That leaves out the search
 * debounce and the network, and keeps what our code does with an answer: parse, map, store, render.
 *
 * - A PerformanceObserver on 'resource' entries keeps each search call's startTime and responseEnd
 *   (an observer, not the resource buffer, which thumbnails fill after 250 entries).
 * - A MutationObserver on the grid checks after each DOM change whether every rendered tile now
 *   shows the expected game at its place and the expected count; the first time it does, it notes
 *   the time and asks for an animation frame, whose callback notes the paint time.
 */

/** The timing of one keystroke, ms on the page's performance.now() timeline. */
export interface KeystrokeTiming {
  /** When the search response's last byte arrived (PerformanceResourceTiming.responseEnd). */
  readonly responseEnd: number;
  /** When the grid's DOM first showed the expected games. */
  readonly mutationAt: number;
  /** performance.now() in the first animation frame after that. */
  readonly paintAt: number;
}

/** What the page exposes as `globalThis.__gridPaint`. */
export interface GridPaintRecorder {
  /** Starts a keystroke: the grid must come to show `names` (index order) out of `names.length`. */
  arm(names: readonly string[]): void;
  /** The armed keystroke's timing once painted and its response seen, else null. */
  result(): KeystrokeTiming | null;
}

/** The DOM and timing APIs used here, typed locally: the scripts compile without the DOM library. */
interface Tile {
  getAttribute(name: string): string | null;
  querySelector(selector: string): { readonly textContent: string | null } | null;
}
interface GridElement {
  querySelectorAll(selector: string): Iterable<Tile>;
}
interface ListItem {
  closest(selector: string): GridElement | null;
}
interface ResourceEntry {
  readonly name: string;
  readonly startTime: number;
  readonly responseEnd: number;
}
interface PageGlobals {
  readonly document: {
    querySelector(selector: string): ListItem | null;
    getElementsByTagName(name: string): { readonly length: number };
  };
  readonly performance: { now(): number };
  readonly PerformanceObserver: new (callback: (list: { getEntries(): ResourceEntry[] }) => void) => {
    observe(options: { readonly type: string }): void;
  };
  readonly MutationObserver: new (callback: () => void) => {
    observe(target: GridElement, options: Readonly<Record<string, boolean>>): void;
  };
  requestAnimationFrame(callback: () => void): number;
  scrollTo(x: number, y: number): void;
  __gridPaint?: GridPaintRecorder;
}

/** In the page: resolves after two animation frames, when what a change set off is on screen. */
export function afterTwoFrames(): Promise<void> {
  const page = globalThis as unknown as PageGlobals;
  return new Promise((resolve) => {
    page.requestAnimationFrame(() => {
      page.requestAnimationFrame(() => {
        resolve();
      });
    });
  });
}

/** In the page: the document's elements, `document.getElementsByTagName('*').length`. */
export function countElements(): number {
  return (globalThis as unknown as PageGlobals).document.getElementsByTagName('*').length;
}

/** In the page: scrolls the window to its top. */
export function scrollToTop(): void {
  (globalThis as unknown as PageGlobals).scrollTo(0, 0);
}

/** The page's global object once installGridPaintRecorder ran there (for `page.evaluate` callbacks). */
export interface RecorderHost {
  readonly __gridPaint: GridPaintRecorder;
}

/**
 * Installs `globalThis.__gridPaint` in the page: observes the resources whose URL contains
 * `searchPath` and the category grid (the list holding tiles with aria-posinset). Throws when the
 * page shows no grid.
 */
export function installGridPaintRecorder(searchPath: string): void {
  const page = globalThis as unknown as PageGlobals;
  const grid = page.document.querySelector('[role="listitem"][aria-posinset]')?.closest('[role="list"]');
  if (grid === null || grid === undefined) throw new Error('the page shows no game grid');

  const responses: ResourceEntry[] = [];
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.includes(searchPath)) responses.push(entry);
    }
  }).observe({ type: 'resource' });

  interface Armed {
    readonly names: readonly string[];
    readonly armedAt: number;
    mutationAt: number | null;
    paintAt: number | null;
  }
  let armed: Armed | null = null;

  const showsExpected = (expected: Armed): boolean => {
    let tiles = 0;
    for (const tile of grid.querySelectorAll('[role="listitem"][aria-posinset]')) {
      tiles += 1;
      const place = Number(tile.getAttribute('aria-posinset')) - 1;
      if (tile.getAttribute('aria-setsize') !== String(expected.names.length)) return false;
      if (tile.querySelector('a')?.textContent !== expected.names[place]) return false;
    }
    return tiles > 0;
  };

  new page.MutationObserver(() => {
    const expected = armed;
    if (expected === null || expected.mutationAt !== null || !showsExpected(expected)) return;
    expected.mutationAt = page.performance.now();
    page.requestAnimationFrame(() => {
      expected.paintAt = page.performance.now();
    });
  }).observe(grid, { childList: true, subtree: true, characterData: true, attributes: true });

  page.__gridPaint = {
    arm(names) {
      armed = { names, armedAt: page.performance.now(), mutationAt: null, paintAt: null };
    },
    result() {
      if (armed === null || armed.mutationAt === null || armed.paintAt === null) return null;
      const { armedAt, mutationAt, paintAt } = armed;
      // The last search answered after the keystroke and before the grid changed.
      const answer = responses
        .filter((entry) => entry.startTime >= armedAt && entry.responseEnd <= mutationAt)
        .at(-1);
      return answer === undefined ? null : { responseEnd: answer.responseEnd, mutationAt, paintAt };
    },
  };
}
