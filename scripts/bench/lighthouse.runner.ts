/**
 * One Lighthouse run (Node API) in a fresh Chromium: Lighthouse's default configuration, i.e. a
 * mobile form factor with simulated throttling, performance category only.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../chromium.ts';
import { onExit } from './cleanup.registry.ts';
import { CHROMIUM_FLAGS } from './initial-js.probe.ts';

/** The figures of one Lighthouse run. */
export interface LighthouseMetrics {
  /** Performance score, 0–100. */
  readonly score: number;
  /** Largest Contentful Paint, ms. */
  readonly lcpMs: number;
  /** Total Blocking Time, ms. */
  readonly tbtMs: number;
  /** Cumulative Layout Shift (unitless). */
  readonly cls: number;
  /** First Contentful Paint, ms. */
  readonly fcpMs: number;
}

/** Runs Lighthouse once on `url`; throws when the run fails or lacks a figure. */
export async function runLighthouse(url: string): Promise<LighthouseMetrics> {
  // Ctrl-C is handled by the cleanup registry, which kills this browser by pid.
  const chrome = await launch({
    chromePath: chromiumPath(),
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
