/** One row of the bench: a page of one build on one sandbox catalogue, with what was measured. */
import type { SizeSum } from './gzip-size.reader.ts';
import type { LighthouseMetrics } from './lighthouse-metrics.model.ts';
import type { SandboxSeed } from './sandbox.launcher.ts';
import type { ExecutedJs, RequestChain } from './start-up.probe.ts';

/** `bare` is the reference build every relative budget divides by. */
export type PageKind = 'lobby' | 'category' | 'bare';

export interface BenchRow {
  /** Human name, e.g. `lobby · default`. */
  readonly label: string;
  readonly kind: PageKind;
  readonly seed: SandboxSeed;
  /** URL path that was measured, e.g. `/lv/casino/popular`. */
  readonly path: string;
  /** Initial JavaScript, or undefined when it could not be measured (see `problems`). */
  readonly initialJs: SizeSum | undefined;
  /** Performance scores of the successful Lighthouse runs, in run order. */
  readonly scores: readonly number[];
  /** Each Lighthouse figure's median across the successful runs, or undefined when every run failed. */
  readonly lighthouse: LighthouseMetrics | undefined;
  /** The JavaScript files requested before the first games painted (category rows). */
  readonly chain?: RequestChain | undefined;
  /** The JavaScript executed until idle (the default catalogue's lobby and the bare build). */
  readonly executedJs?: ExecutedJs | undefined;
  /** Why a figure is missing, one line each. */
  readonly problems: readonly string[];
}
