/** How the bench writes its figures, one convention for the console, the markdown file and the budgets. */

/** Bytes as kilobytes of 1,000 bytes, as Vite's build report writes them: `184.1 kB`. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Milliseconds as seconds with two decimals: `1.23 s`. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Milliseconds rounded to whole ones: `40 ms`. */
export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** A layout-shift score with three decimals: `0.012`. */
export function formatCls(cls: number): string {
  return cls.toFixed(3);
}

/** A ratio with two decimals: `1.24×`. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}×`;
}
