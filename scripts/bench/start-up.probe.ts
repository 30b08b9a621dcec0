/**
 * Start-up figures that do not depend on the machine's speed (issue: start-up budgets, the guard in
 * `npm test`): the JavaScript a page executes before it is idle, and how many JavaScript files a
 * category deep link requests before its first games paint. Both are read in Chromium from a build
 * served by the sandbox; neither knows the app's chunk names.
 */
import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../chromium.ts';
import { fetchFirstCategoryPath } from './category-path.reader.ts';
import { executedBytes, type FunctionCoverage } from './executed-bytes.model.ts';
import { CHROMIUM_FLAGS, LOBBY_PATH } from './initial-js.probe.ts';
import { launchSandbox } from './sandbox.launcher.ts';

/** How long after the network went idle the coverage is still taken (timers set at start-up run). */
export const SETTLE_MS = 1000;

/** A category grid's first game, as the page marks it (the virtualised list's first item). */
export const FIRST_GAME_SELECTOR = '[role="listitem"][aria-posinset="1"]';

/** One script's executed and total bytes (of its source as served, not gzipped). */
export interface ExecutedScript {
  readonly path: string;
  readonly executedBytes: number;
  readonly totalBytes: number;
}

/** The JavaScript a page ran until it was idle. */
export interface ExecutedJs {
  readonly executedBytes: number;
  readonly scripts: readonly ExecutedScript[];
}

/** The JavaScript files a page requested before a moment. */
export interface RequestChain {
  readonly path: string;
  /** The same-origin JavaScript files requested before the first game painted, in request order. */
  readonly scripts: readonly string[];
}

const isScript = (url: URL): boolean => /\.m?js$/.test(url.pathname);

async function withPhonePage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  // Playwright kills the browsers it launched when this process exits, however it exits.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    return await run(await context.newPage());
  } finally {
    await browser.close();
  }
}

/**
 * How many times a page's executed JavaScript is read; the least is kept. What a slower machine
 * may run on top of start-up's own code is timing, not start-up: the last such path found, 613 bytes
 * of React's event handling that a clean clone read and this machine did not, was an animation's
 * events (now frozen, see freezeAnimations). The least of a few readings keeps another out.
 */
export const EXECUTED_JS_READINGS = 3;

/**
 * Stops the page's animation clock: CSS animations stay at their first frame, and one with a delay
 * never starts. An animation's events reach React's listeners on the root, and whether one starts
 * or repeats before the page is idle is a matter of the machine's speed, not of the code start-up
 * runs: the lobby's loading indicator, which appears only after 400 ms, made a slower machine run
 * React's event path (613 bytes more). The bare build has no animation.
 */
async function freezeAnimations(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/**
 * Opens `pageUrl` on a phone-sized viewport, each time in a fresh browser with its animations
 * frozen, and sums the bytes of its same-origin scripts that ran (Chromium's precise coverage) until
 * a level-1 heading showed, the network went idle and SETTLE_MS more passed: the least of
 * EXECUTED_JS_READINGS readings.
 */
export async function probeExecutedJs(pageUrl: string, waitMs = 90_000): Promise<ExecutedJs> {
  let least: ExecutedJs | null = null;
  for (let reading = 0; reading < EXECUTED_JS_READINGS; reading += 1) {
    const executed = await readExecutedJs(pageUrl, waitMs);
    if (least === null || executed.executedBytes < least.executedBytes) least = executed;
  }
  return least as ExecutedJs;
}

async function readExecutedJs(pageUrl: string, waitMs: number): Promise<ExecutedJs> {
  const origin = new URL(pageUrl).origin;
  return withPhonePage(async (page) => {
    await freezeAnimations(page);
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(pageUrl);
    await page.locator('h1').filter({ visible: true }).first().waitFor({ timeout: waitMs });
    await page.waitForLoadState('networkidle', { timeout: waitMs });
    await page.waitForTimeout(SETTLE_MS);
    const coverage = await page.coverage.stopJSCoverage();
    // The page's own files, and the inline scripts of its document (their URL is the page's).
    const scripts = coverage
      .filter(
        (entry) =>
          entry.url.startsWith(`${origin}/`) && (isScript(new URL(entry.url)) || entry.url === pageUrl),
      )
      .map((entry) => ({
        path: isScript(new URL(entry.url))
          ? new URL(entry.url).pathname
          : `${new URL(entry.url).pathname} (inline)`,
        executedBytes: executedBytes(entry.functions as readonly FunctionCoverage[]),
        totalBytes: entry.source?.length ?? 0,
      }))
      .toSorted((a, b) => b.executedBytes - a.executedBytes);
    return { executedBytes: scripts.reduce((sum, script) => sum + script.executedBytes, 0), scripts };
  });
}

/**
 * Opens `pageUrl` (a category deep link) and lists the same-origin JavaScript files the page had
 * started to fetch when its first game appeared in the document (a MutationObserver in the page
 * notes the moment; the Resource Timing entries say when each file was asked for).
 */
export async function probeRequestChain(pageUrl: string, waitMs = 90_000): Promise<RequestChain> {
  const origin = new URL(pageUrl).origin;
  return withPhonePage(async (page) => {
    // Page code as text: this file is typed for Node, without the DOM's types.
    await page.addInitScript({
      content: `{
        const observer = new MutationObserver(() => {
          if (document.querySelector(${JSON.stringify(FIRST_GAME_SELECTOR)}) === null) return;
          window.firstGameAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      }`,
    });
    await page.goto(pageUrl);
    await page.locator(FIRST_GAME_SELECTOR).first().waitFor({ state: 'visible', timeout: waitMs });
    const scripts = await page.evaluate<string[]>(`(() => {
      const firstGameAt = window.firstGameAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= firstGameAt)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === ${JSON.stringify(origin)} && /\\.m?js$/.test(url.pathname))
        .map((url) => url.pathname);
    })()`);
    return { path: new URL(pageUrl).pathname, scripts: [...new Set(scripts)] };
  });
}

/** The start-up figures of one build, served by a sandbox of its own (default catalogue). */
export interface StartUpFigures {
  readonly lobby: ExecutedJs;
  /** Null when not asked for (the bare build has no categories). */
  readonly category: RequestChain | null;
}

/** Serves `distDir` and probes the lobby's executed JS and, with `category`, a category's chain. */
export async function measureStartUp(distDir: string, category: boolean): Promise<StartUpFigures> {
  const sandbox = await launchSandbox({ webRoot: distDir });
  try {
    const lobby = await probeExecutedJs(`${sandbox.url}${LOBBY_PATH}`);
    const chain = category
      ? await probeRequestChain(`${sandbox.url}${await fetchFirstCategoryPath(sandbox.url)}`)
      : null;
    return { lobby, category: chain };
  } finally {
    await sandbox.stop();
  }
}
