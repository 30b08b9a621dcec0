import { describe, expect, it } from 'vitest';
import { rigaDayStart, rigaIsoDate, rigaPeriodAround } from './riga-time.ts';

describe('Riga calendar', () => {
  it('starts a winter day at 22:00 UTC the day before and a summer day at 21:00', () => {
    expect(new Date(rigaDayStart('2026-11-21')).toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(new Date(rigaDayStart('2026-07-01')).toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });

  it('names the Riga day of an instant after UTC midnight differs', () => {
    expect(rigaIsoDate(Date.parse('2026-11-20T22:30:00Z'))).toBe('2026-11-21');
  });

  it('gives weeks from Monday to Monday across the end of summer time', () => {
    const week = rigaPeriodAround('WEEKLY', Date.parse('2026-10-25T12:00:00Z'));
    expect([new Date(week.from).toISOString(), new Date(week.to).toISOString()]).toEqual([
      '2026-10-18T21:00:00.000Z',
      '2026-10-25T22:00:00.000Z',
    ]);
  });

  it('gives months from the first day to the first day of the next', () => {
    const month = rigaPeriodAround('MONTHLY', Date.parse('2026-12-31T12:00:00Z'));
    expect([new Date(month.from).toISOString(), new Date(month.to).toISOString()]).toEqual([
      '2026-11-30T22:00:00.000Z',
      '2026-12-31T22:00:00.000Z',
    ]);
  });
});
