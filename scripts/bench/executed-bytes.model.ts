/**
 * The bytes of a script that actually ran, from Chromium's precise coverage (V8 block coverage): each
 * function reports ranges with an execution count, nested from the whole function down to the blocks
 * inside it, and the innermost range around a byte says whether it ran. A function that never ran
 * counts nothing; a function that ran counts its bytes except the blocks inside it that did not.
 */

/** One range of a function's coverage (offsets in the script's source, end exclusive). */
export interface CoverageRange {
  readonly startOffset: number;
  readonly endOffset: number;
  readonly count: number;
}

/** One function of a script's coverage. */
export interface FunctionCoverage {
  readonly ranges: readonly CoverageRange[];
}

/** The number of source bytes of a script whose innermost coverage range ran at least once. */
export function executedBytes(functions: readonly FunctionCoverage[]): number {
  // Outer ranges first: by start, then the longer of two that start together.
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .filter((range) => range.endOffset > range.startOffset)
    .toSorted((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const edges = [...new Set(ranges.flatMap((range) => [range.startOffset, range.endOffset]))].sort(
    (a, b) => a - b,
  );
  const open: CoverageRange[] = [];
  let next = 0;
  let total = 0;
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const start = edges[index] ?? 0;
    const end = edges[index + 1] ?? start;
    while (open.length > 0 && (open.at(-1)?.endOffset ?? 0) <= start) open.pop();
    while (next < ranges.length && (ranges[next]?.startOffset ?? Infinity) <= start) {
      const range = ranges[next] as CoverageRange;
      next += 1;
      if (range.endOffset > start) open.push(range);
    }
    if ((open.at(-1)?.count ?? 0) > 0) total += end - start;
  }
  return total;
}
