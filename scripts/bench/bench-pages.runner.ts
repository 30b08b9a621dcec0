/**
 * Measures a list of pages: the initial JavaScript of each, then `runs` Lighthouse rounds over all
 * of them. Rounds are interleaved (every page once, then again) so a busy moment of the shared
 * machine does not land on one page only. A failure costs a figure, never the whole run: it is
 * written into the row's problems and the budget needing it fails.
 */
import type { BenchRow, PageKind } from './bench-row.model.ts';
import type { SizeSum } from './gzip-size.reader.ts';
import { probeInitialJs } from './initial-js.probe.ts';
import type { LighthouseMetrics } from './lighthouse-metrics.model.ts';
import { runLighthouse } from './lighthouse.runner.ts';
import { formatSeconds } from './figures.format.ts';
import { medianMetrics } from './median-metrics.selector.ts';
import type { SandboxSeed } from './sandbox.launcher.ts';

/** A page to measure and what serves it. */
export interface BenchTarget {
  /** Row label, e.g. `lobby · large`. */
  readonly label: string;
  readonly kind: PageKind;
  readonly seed: SandboxSeed;
  /** Origin of the sandbox serving the build, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  /** URL path of the page, e.g. `/lv/casino`. */
  readonly path: string;
  /** The build folder the sandbox serves, where the JavaScript sizes are read. */
  readonly distDir: string;
}

/** What has been measured of one target so far. */
interface Measurement {
  readonly target: BenchTarget;
  initialJs: SizeSum | undefined;
  readonly runs: LighthouseMetrics[];
  readonly problems: string[];
}

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

async function probeAll(measurements: readonly Measurement[]): Promise<void> {
  for (const measurement of measurements) {
    const { target } = measurement;
    try {
      measurement.initialJs = await probeInitialJs(`${target.origin}${target.path}`, target.distDir);
      console.log(`  initial JS  ${target.label}: ${measurement.initialJs.gzipBytes} bytes gzip`);
    } catch (error) {
      measurement.problems.push(`initial JS: ${firstLine(error)}`);
    }
  }
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP) and says
 * to run it again, so a failed run is retried before it counts as missing.
 */
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRun(url: string, label: string): Promise<LighthouseMetrics> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.log(`  lighthouse ${label}: ${firstLine(error)} — trying again`);
    }
  }
}

async function lighthouseRounds(measurements: readonly Measurement[], runs: number): Promise<void> {
  for (let round = 1; round <= runs; round += 1) {
    for (const measurement of measurements) {
      const { target } = measurement;
      try {
        const metrics = await lighthouseRun(`${target.origin}${target.path}`, target.label);
        measurement.runs.push(metrics);
        console.log(
          `  lighthouse ${round}/${runs} ${target.label}: ${metrics.score} · LCP ${formatSeconds(metrics.lcpMs)} · TBT ${Math.round(metrics.tbtMs)} ms`,
        );
      } catch (error) {
        measurement.problems.push(
          `Lighthouse run ${round} (${LIGHTHOUSE_ATTEMPTS} attempts): ${firstLine(error)}`,
        );
      }
    }
  }
}

/** Measures every target; `runs` Lighthouse runs each (default 3), keeping each figure's median. */
export async function measurePages(targets: readonly BenchTarget[], runs = 3): Promise<BenchRow[]> {
  const measurements = targets.map((target): Measurement => ({
    target,
    initialJs: undefined,
    runs: [],
    problems: [],
  }));
  await probeAll(measurements);
  await lighthouseRounds(measurements, runs);
  return measurements.map(({ target, initialJs, runs: done, problems }): BenchRow => ({
    label: target.label,
    kind: target.kind,
    seed: target.seed,
    path: target.path,
    initialJs,
    scores: done.map((run) => run.score),
    lighthouse: done.length === 0 ? undefined : medianMetrics(done),
    problems,
  }));
}
