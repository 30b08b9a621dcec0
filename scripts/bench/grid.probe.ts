/**
 * The category grid on a big catalogue, in Chromium on a desktop window (1280×900, the layout with
 * the provider panel), on the largest plain casino category in English (largest-category.reader.ts):
 *
 * 1. clicks "Load more games" until the progress says at least 400 games are shown, then counts the
 *    document's elements (the grid is virtualised, so the count should not grow with the games);
 * 2. types search texts one letter at a time (prefixes of words of the names the grid shows first,
 *    planned by search-keystrokes.planner.ts so that each keystroke changes the grid) and times each
 *    from its search response's last byte to the first frame showing its results
 *    (grid-paint.recorder.ts).
 *
 * Every wait is for something the page shows, bounded by a timeout; a failure costs figures, never
 * the run: it is written into the figures' problems.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../chromium.ts';
import type { GridFigures, KeystrokePaint } from './grid-figures.model.ts';
import { GRID_GAMES_TARGET } from './grid-figures.model.ts';
import type { KeystrokeTiming, RecorderHost } from './grid-paint.recorder.ts';
import {
  afterTwoFrames,
  countElements,
  installGridPaintRecorder,
  scrollToTop,
} from './grid-paint.recorder.ts';
import { CHROMIUM_FLAGS } from './initial-js.probe.ts';
import { fetchLargestCategoryPath } from './largest-category.reader.ts';
import type { KeystrokePlan, ResultsOf } from './search-keystrokes.planner.ts';
import { planKeystrokes } from './search-keystrokes.planner.ts';

/** The desktop window of the probe. */
export const GRID_VIEWPORT = { width: 1280, height: 900 } as const;

/** What the URL of the contract's searchGames call contains. */
export const SEARCH_PATH = '/gaming/games/search';

export interface GridProbeOptions {
  /** Column label of its budgets; default `grid · large`. */
  readonly label?: string;
  /** Longest wait for one thing the page should show, ms; default 60000. */
  readonly stepTimeoutMs?: number;
  /** The whole probe, ms; default 240000 (each wait is cut to what is left of it). */
  readonly totalTimeoutMs?: number;
}

/** The games shown and the total of a progress text such as `Games shown: 400 of 9 827`. */
export function readShownGames(progress: string): { readonly shown: number; readonly total: number } {
  const numbers = (progress.match(/\d{1,3}(?:[ \u00a0\u202f,.]\d{3})+(?!\d)|\d+/g) ?? []).map((digits) =>
    Number(digits.replace(/\D/g, '')),
  );
  const [shown, total] = numbers;
  if (shown === undefined || total === undefined || numbers.length !== 2) {
    throw new Error(`"${progress}" is not a progress of games shown out of a total`);
  }
  return { shown, total };
}

/** The game names of a searchGames answer (the contract's GamePage: `content[].gameName`). */
export function gameNamesOf(page: unknown): string[] {
  const content = (page as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) throw new Error('searchGames answered no content array');
  return content.map((game: unknown) => {
    const name = (game as { gameName?: unknown } | null)?.gameName;
    if (typeof name !== 'string') throw new Error('searchGames answered a game without a gameName');
    return name;
  });
}

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** The page's first search call: the grid's first page, no search text. */
function isFirstPageSearch(request: Request): boolean {
  if (!request.url().includes(SEARCH_PATH) || request.method() !== 'POST') return false;
  const body = request.postDataJSON() as { pageStart?: unknown; globalSearch?: unknown } | null;
  return body?.pageStart === 0 && body.globalSearch === undefined;
}

/**
 * Asks the sandbox, from Node (so the page's timings do not see it), what the page's own first
 * search call would answer with another search text: the grid's names for that text.
 */
function searchOracle(request: Request, timeoutMs: number): ResultsOf {
  const headers = Object.fromEntries(
    Object.entries(request.headers()).filter(([name]) => /^(x-|content-type$|accept$)/i.test(name)),
  );
  const query = request.postDataJSON() as Record<string, unknown>;
  return async (text) => {
    const body = text === '' ? query : { ...query, globalSearch: text };
    const response = await fetch(request.url(), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`searchGames("${text}") answered ${response.status}`);
    return gameNamesOf(await response.json());
  };
}

/** A load-more adds 40 games; far more clicks than 400 games need means the button does nothing. */
const MAX_LOAD_MORE_CLICKS = 30;

/** Step 1: load-more up to GRID_GAMES_TARGET games, then the document's element count. */
async function loadGames(page: Page, timeout: () => number): Promise<{ shown: number; domNodes: number }> {
  const progress = page.getByText(/^Games shown: /);
  const loadMore = page.getByRole('button', { name: 'Load more games', exact: true });
  let text = await progress.innerText({ timeout: timeout() });
  for (let clicks = 0; readShownGames(text).shown < GRID_GAMES_TARGET; clicks += 1) {
    if (clicks >= MAX_LOAD_MORE_CLICKS) throw new Error(`still "${text}" after ${clicks} clicks`);
    await loadMore.click({ timeout: timeout() });
    const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await progress.filter({ hasNotText: exact }).waitFor({ timeout: timeout() });
    text = await progress.innerText({ timeout: timeout() });
  }
  await page.evaluate(afterTwoFrames);
  const domNodes = await page.evaluate(countElements);
  return { shown: readShownGames(text).shown, domNodes };
}

/** Arms the recorder for `names`, runs `act` and waits for the grid to paint them (`what` names it in errors). */
async function timeGridChange(
  page: Page,
  names: readonly string[],
  act: () => Promise<void>,
  timeoutMs: number,
  what: string,
): Promise<KeystrokeTiming> {
  try {
    await page.evaluate((expected) => {
      (globalThis as unknown as RecorderHost).__gridPaint.arm(expected);
    }, names);
    await act();
    // Polled by a timer, not every frame, so the wait adds next to nothing to the frames it times.
    const handle = await page.waitForFunction(
      () => (globalThis as unknown as RecorderHost).__gridPaint.result(),
      undefined,
      { timeout: timeoutMs, polling: 100 },
    );
    return (await handle.jsonValue()) as KeystrokeTiming;
  } catch (error) {
    throw new Error(`${what}: ${firstLine(error)}`);
  }
}

/** Step 2: types the plan's runs one letter at a time, clearing the box between runs. */
async function typeKeystrokes(
  page: Page,
  plan: KeystrokePlan,
  timeout: () => number,
  measured: KeystrokePaint[],
): Promise<void> {
  const searchbox = page.getByRole('searchbox', { name: /^Search in / });
  await searchbox.focus({ timeout: timeout() });
  await page.evaluate(installGridPaintRecorder, SEARCH_PATH);
  for (const [index, run] of plan.sequences.entries()) {
    const cleared = () => searchbox.fill('', { timeout: timeout() });
    if (index > 0) await timeGridChange(page, plan.unfiltered, cleared, timeout(), 'clearing the search');
    for (const step of run) {
      const typed = () => searchbox.pressSequentially(step.query.slice(-1), { timeout: timeout() });
      const timing = await timeGridChange(page, step.names, typed, timeout(), `search "${step.query}"`);
      measured.push({
        query: step.query,
        results: step.names.length,
        ms: timing.paintAt - timing.responseEnd,
      });
    }
  }
}

/** Opens the category page at `url`; the oracle of its search comes from the grid's first call. */
async function openCategory(page: Page, url: string, timeout: () => number): Promise<ResultsOf> {
  const firstSearch = page.waitForRequest(isFirstPageSearch, { timeout: timeout() });
  void firstSearch.catch(() => undefined); // awaited below, unless the page fails to open first
  await page.goto(url, { timeout: timeout() });
  return searchOracle(await firstSearch, timeout());
}

/** Step 2 from the top of the page: plans the keystrokes, then types and times them into `measured`. */
async function searchKeystrokes(
  page: Page,
  oracle: ResultsOf,
  timeout: () => number,
  measured: KeystrokePaint[],
): Promise<void> {
  await page.evaluate(scrollToTop);
  await page.locator('[role="listitem"][aria-posinset="1"]').waitFor({ timeout: timeout() });
  await typeKeystrokes(page, await planKeystrokes(oracle), timeout, measured);
}

/** Opens the largest category of the sandbox at `origin` and measures its grid (see the module comment). */
export async function probeGrid(origin: string, options: GridProbeOptions = {}): Promise<GridFigures> {
  const stepMs = options.stepTimeoutMs ?? 60_000;
  const deadline = Date.now() + (options.totalTimeoutMs ?? 240_000);
  const timeout = (): number => Math.max(1_000, Math.min(stepMs, deadline - Date.now()));
  const problems: string[] = [];
  const keystrokes: KeystrokePaint[] = [];
  let path: string | undefined;
  let loaded: { shown: number; domNodes: number } | undefined;
  let browser: Browser | undefined;
  try {
    path = await fetchLargestCategoryPath(origin);
    // Playwright kills the browsers it launched when this process exits, however it exits.
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
    const page = await browser.newPage({ viewport: GRID_VIEWPORT });
    const oracle = await openCategory(page, `${origin}${path}`, timeout);
    loaded = await loadGames(page, timeout).catch((error: unknown) => {
      problems.push(`DOM nodes after ${GRID_GAMES_TARGET} games: ${firstLine(error)}`);
      return undefined;
    });
    await searchKeystrokes(page, oracle, timeout, keystrokes).catch((error: unknown) => {
      problems.push(`search keystrokes: ${firstLine(error)}`);
    });
  } catch (error) {
    problems.push(firstLine(error));
  } finally {
    await browser?.close();
  }
  return {
    label: options.label ?? 'grid · large',
    path,
    viewport: GRID_VIEWPORT,
    domNodes: loaded?.domNodes,
    shownGames: loaded?.shown,
    keystrokes,
    problems,
  };
}
