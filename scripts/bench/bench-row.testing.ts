/** Builders of bench rows and measurements for the bench's unit tests. */
import type { BenchRow } from './bench-row.model.ts';
import type { SizeSum } from './gzip-size.reader.ts';
import type { LighthouseMetrics } from './lighthouse-metrics.model.ts';
import type { ExecutedJs } from './start-up.probe.ts';

/** One JavaScript file of `gzipBytes` (raw three times as much). */
export function buildSizeSum(gzipBytes: number, path = '/assets/index.js'): SizeSum {
  const file = { path, rawBytes: gzipBytes * 3, gzipBytes };
  return { files: [file], rawBytes: file.rawBytes, gzipBytes };
}

/** A fast, stable page: score 99, LCP 1 s, no shift. */
export function buildMetrics(overrides: Partial<LighthouseMetrics> = {}): LighthouseMetrics {
  return { score: 99, lcpMs: 1000, tbtMs: 0, cls: 0, fcpMs: 800, ...overrides };
}

/** The lobby on the default catalogue, measured and within every budget against `buildBareRow()`. */
export function buildBenchRow(overrides: Partial<BenchRow> = {}): BenchRow {
  const lighthouse = 'lighthouse' in overrides ? overrides.lighthouse : buildMetrics();
  return {
    label: 'lobby · default',
    kind: 'lobby',
    seed: 'default',
    path: '/lv/casino',
    initialJs: buildSizeSum(100_000),
    scores: lighthouse === undefined ? [] : [lighthouse.score],
    lighthouse,
    executedJs: buildExecutedJs(100_000),
    problems: [],
    ...overrides,
  };
}

/** `executedBytes` of JavaScript run until idle, in one script. */
export function buildExecutedJs(executedBytes: number): ExecutedJs {
  return {
    executedBytes,
    scripts: [{ path: '/assets/index.js', executedBytes, totalBytes: executedBytes * 2 }],
  };
}

/** A category deep link on `seed`, within every budget: 4 JavaScript files before its first games. */
export function buildCategoryRow(overrides: Partial<BenchRow> = {}): BenchRow {
  const seed = overrides.seed ?? 'default';
  return buildBenchRow({
    label: `category · ${seed}`,
    kind: 'category',
    seed,
    path: '/lv/casino/all-games',
    executedJs: undefined,
    chain: {
      path: '/lv/casino/all-games',
      scripts: ['/assets/app.js', '/assets/a.js', '/assets/b.js', '/assets/c.js'],
    },
    ...overrides,
  });
}

/** The bare build's row: 100 kB of gzip JavaScript, LCP 1 s. */
export function buildBareRow(overrides: Partial<BenchRow> = {}): BenchRow {
  return buildBenchRow({ label: 'bare', kind: 'bare', path: '/lv/casino', ...overrides });
}
