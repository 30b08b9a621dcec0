/**
 * One Lighthouse run (Node API) in a fresh Chromium: Lighthouse's default configuration, i.e. a
 * mobile form factor with simulated throttling, performance category only. The browser is Debian's
 * chromium-headless-shell (Chromium's engine without the browser's own UI): the full browser, headless
 * too, starts its omnibox popup's WebUI renderer with every launch, which ran about 1 s of CPU in its
 * first 5 s, beside the page being measured on a 2-core machine, and Lighthouse's blocking times read
 * that too. The interaction and grid probes keep the full browser: they time frames, which the
 * headless shell presents on its own schedule (a tile's tap read 232 ms there against 136 ms).
 * Lighthouse and chrome-launcher come from the bench's own package (lighthouse.installer.ts); the
 * little of their APIs used here is typed below.
 */
import { headlessShellPath } from '../chromium.ts';
import { onExit } from './cleanup.registry.ts';
import { CHROMIUM_FLAGS } from './initial-js.probe.ts';
import type { LighthouseMetrics } from './lighthouse-metrics.model.ts';
import { importBenchPackage } from './lighthouse.installer.ts';

/** chrome-launcher's `launch`, as used here. */
interface ChromeLauncher {
  launch: (options: {
    chromePath: string;
    chromeFlags: readonly string[];
    handleSIGINT: boolean;
    logLevel: 'silent';
  }) => Promise<{ readonly pid: number; readonly port: number; kill: () => void }>;
}

/** The part of Lighthouse's result read here. */
interface LighthouseResult {
  readonly lhr: {
    readonly runtimeError?: { readonly code: string; readonly message: string };
    readonly audits: Readonly<Record<string, { readonly numericValue?: number } | undefined>>;
    readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  };
}

/** Lighthouse's default export, as used here. */
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: readonly string[] },
) => Promise<LighthouseResult | undefined>;

/** Runs Lighthouse once on `url`; throws when the run fails or lacks a figure. */
export async function runLighthouse(url: string): Promise<LighthouseMetrics> {
  const { launch } = (await importBenchPackage('chrome-launcher')) as ChromeLauncher;
  const { default: lighthouse } = (await importBenchPackage('lighthouse')) as { default: Lighthouse };
  // Ctrl-C is handled by the cleanup registry, which kills this browser by pid.
  const chrome = await launch({
    chromePath: headlessShellPath(),
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const unregister = onExit(() => process.kill(chrome.pid, 'SIGKILL'));
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result === undefined) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const numeric = (id: string): number => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
      return value;
    };
    const score = lhr.categories['performance']?.score;
    if (score === undefined || score === null) throw new Error('Lighthouse reported no performance score');
    return {
      score: Math.round(score * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
    };
  } finally {
    chrome.kill();
    unregister();
  }
}
