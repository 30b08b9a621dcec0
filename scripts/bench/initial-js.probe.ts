/**
 * The JavaScript a page needs for what a user first sees: the page is opened in Chromium, the run
 * waits for a visible level-1 heading and then for the network to go idle, and every same-origin
 * JavaScript response up to then is counted with its size on disk (see gzip-size.reader.ts). Nothing
 * here knows the app's chunk names, so it measures whatever the current build is.
 */
import type { Response } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../chromium.ts';
import type { SizeSum } from './gzip-size.reader.ts';
import { readGzipSizes } from './gzip-size.reader.ts';
import { launchSandbox } from './sandbox.launcher.ts';

/** Debian's Chromium flags for a root user on a closed network (as the e2e journeys use). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export interface ProbeOptions {
  /** How long to wait for the heading and for network idle, each, in ms; default 90000. */
  readonly waitMs?: number;
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  return /javascript|ecmascript/.test(type) || /\.m?js$/.test(path);
}

/**
 * Opens `pageUrl` on a phone-sized viewport (as Lighthouse's mobile run does) and sums the on-disk
 * sizes, in `distDir`, of the same-origin JavaScript files it loaded before it showed a visible
 * `h1` and went network-idle.
 */
export async function probeInitialJs(
  pageUrl: string,
  distDir: string,
  options: ProbeOptions = {},
): Promise<SizeSum> {
  const waitMs = options.waitMs ?? 90_000;
  const origin = new URL(pageUrl).origin;
  // Playwright kills the browsers it launched when this process exits, however it exits.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && isJavaScript(response)) scripts.add(url.pathname);
    });
    await page.goto(pageUrl, { timeout: waitMs });
    try {
      await page
        .locator('h1')
        .filter({ visible: true })
        .first()
        .waitFor({ state: 'visible', timeout: waitMs });
    } catch {
      const shown = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      )
        .replace(/\s+/g, ' ')
        .slice(0, 200);
      throw new Error(`${pageUrl} showed no visible h1 within ${waitMs / 1000} s; the page read: "${shown}"`);
    }
    await page.waitForLoadState('networkidle', { timeout: waitMs });
    return readGzipSizes(distDir, scripts);
  } finally {
    await browser.close();
  }
}

/** The lobby, the first page of the site and the page the size budget is about. */
export const LOBBY_PATH = '/lv/casino';

/**
 * Serves the build in `distDir` through a sandbox (default catalogue) and probes `path` (default
 * the lobby); the sandbox is stopped afterwards, also on failure.
 */
export async function measureInitialJs(distDir: string, path = LOBBY_PATH): Promise<SizeSum> {
  const sandbox = await launchSandbox({ webRoot: distDir });
  try {
    return await probeInitialJs(`${sandbox.url}${path}`, distDir);
  } finally {
    await sandbox.stop();
  }
}
