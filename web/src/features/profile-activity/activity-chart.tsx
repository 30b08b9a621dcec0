import type { ActivitySeries } from '@lv-casino/core/activity/activity-series.rule.ts';

/** The chart's drawing box (SVG units); it scales to its column's width. */
const WIDTH = 320;
const HEIGHT = 160;
const PLOT = { top: 16, bottom: HEIGHT - 20, left: 4, right: WIDTH - 4 };

export interface ActivityChartProps {
  readonly series: ActivitySeries;
  /** What the chart shows, for a screen reader (the figures are also in the table). */
  readonly summary: string;
  /** The axis label of each bucket; a few are drawn. */
  readonly ticks: readonly string[];
  /** The largest value of the scale, as the player reads it. */
  readonly top: (value: number) => string;
  /** The limit line's label. */
  readonly limitLabel: string;
}

/** The indexes labelled on the axis: the first, the last and two between. */
const tickIndexes = (count: number): number[] =>
  [...new Set([0, Math.round((count - 1) / 3), Math.round((2 * (count - 1)) / 3), count - 1])].filter(
    (index) => index >= 0,
  );

/** The first tick starts at the left edge and the last ends at the right one, so neither is cut. */
function tickX(index: number, count: number, band: number): number {
  if (index === 0) return PLOT.left;
  return index === count - 1 ? PLOT.right : PLOT.left + index * band + band / 2;
}

function tickAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  if (index === 0) return 'start';
  return index === count - 1 ? 'end' : 'middle';
}

/**
 * One series as bars over its buckets (oldest on the left), with the zero line and, when a limit of
 * the bucket's period is set, the limit as a dashed, labelled line. Plain SVG: nothing to load, and
 * the chart is one image (role img) whose name says what it shows; the table beside it has every figure.
 */
export function ActivityChart({ series, summary, ticks, top, limitLabel }: ActivityChartProps) {
  const { values, limit } = series;
  const high = Math.max(0, ...values, limit?.value ?? 0);
  const low = Math.min(0, ...values, limit?.value ?? 0);
  const span = high - low || 1;
  const y = (value: number): number => PLOT.top + ((high - value) / span) * (PLOT.bottom - PLOT.top);
  const band = (PLOT.right - PLOT.left) / Math.max(values.length, 1);
  const barWidth = Math.max(band * 0.7, 0.6);
  const zero = y(0);
  return (
    <svg
      className={`activity-chart activity-chart--${series.measure}`}
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      role="img"
      aria-label={summary}
    >
      {high > 0 && (
        <text className="activity-chart__scale" x={PLOT.left} y={10}>
          {top(high)}
        </text>
      )}
      {values.map((value, index) =>
        value === 0 ? null : (
          <rect
            key={index}
            className={value < 0 ? 'activity-chart__bar activity-chart__bar--below' : 'activity-chart__bar'}
            x={PLOT.left + index * band + (band - barWidth) / 2}
            y={Math.min(y(value), zero)}
            width={barWidth}
            height={Math.max(Math.abs(y(value) - zero), 0.5)}
          />
        ),
      )}
      <line className="activity-chart__zero" x1={PLOT.left} x2={PLOT.right} y1={zero} y2={zero} />
      {limit !== null && (
        <g className="activity-chart__limit" data-limit={limit.value}>
          <line x1={PLOT.left} x2={PLOT.right} y1={y(limit.value)} y2={y(limit.value)} />
          <text x={PLOT.right} y={y(limit.value) - 4} textAnchor="end">
            {limitLabel}
          </text>
        </g>
      )}
      {tickIndexes(values.length).map((index) => (
        <text
          key={index}
          className="activity-chart__tick"
          x={tickX(index, values.length, band)}
          y={HEIGHT - 4}
          textAnchor={tickAnchor(index, values.length)}
        >
          {ticks[index]}
        </text>
      ))}
    </svg>
  );
}
