/**
 * Picks the run whose performance score is the median of `runs`, keeping that run's figures
 * together (a median of each metric separately could describe a page load that never happened).
 * With an even count it takes the lower of the two middle runs, the pessimistic choice; equal
 * scores keep their run order. Throws on an empty list.
 */
export function selectMedianRun<Run extends { readonly score: number }>(runs: readonly Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (median === undefined) throw new Error('no run to take a median of');
  return median;
}
