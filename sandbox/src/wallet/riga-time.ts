/** Calendar arithmetic in the label's time zone (Europe/Riga): history ranges and limit periods. */
export const rigaTimeZone = 'Europe/Riga';

export const dayMs = 24 * 60 * 60 * 1000;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: rigaTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A calendar day in Riga; month 1-12. */
export interface RigaDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function rigaParts(epochMs: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Offset of Riga from UTC at an instant, in ms (2 h in winter, 3 h in summer). */
export function rigaOffsetMs(epochMs: number): number {
  const p = rigaParts(epochMs);
  const local = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return local - Math.floor(epochMs / 1000) * 1000;
}

/** The Riga calendar day of an instant. */
export function rigaDayOf(epochMs: number): RigaDay {
  const p = rigaParts(epochMs);
  return { year: p.year ?? 0, month: p.month ?? 1, day: p.day ?? 1 };
}

/** The instant a Riga calendar day starts (months and days may overflow, as with Date.UTC). */
export function rigaMidnight(year: number, month: number, day: number): number {
  const utcMidnight = Date.UTC(year, month - 1, day);
  return utcMidnight - rigaOffsetMs(utcMidnight - 2 * 60 * 60 * 1000);
}

/** Start of the Riga day `offsetDays` after `YYYY-MM-DD` (default 0: that day). */
export function rigaDayStart(isoDate: string, offsetDays = 0): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return rigaMidnight(year ?? 0, month ?? 1, (day ?? 1) + offsetDays);
}

/** `YYYY-MM-DD` of the Riga day of an instant. */
export function rigaIsoDate(epochMs: number): string {
  const { year, month, day } = rigaDayOf(epochMs);
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A half-open interval [from, to) of epoch ms. */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/** The current day, week (Monday first) or month in Riga that contains `now`. */
export function rigaPeriodAround(period: 'DAILY' | 'WEEKLY' | 'MONTHLY', now: number): TimeRange {
  const { year, month, day } = rigaDayOf(now);
  if (period === 'MONTHLY')
    return { from: rigaMidnight(year, month, 1), to: rigaMidnight(year, month + 1, 1) };
  if (period === 'DAILY')
    return { from: rigaMidnight(year, month, day), to: rigaMidnight(year, month, day + 1) };
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return { from: rigaMidnight(year, month, day - weekday), to: rigaMidnight(year, month, day - weekday + 7) };
}

/** ISO 8601 text of an instant (UTC). */
export const isoOf = (epochMs: number): string => new Date(epochMs).toISOString();
