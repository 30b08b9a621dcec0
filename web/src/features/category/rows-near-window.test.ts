import { describe, expect, it } from 'vitest';
import { rowsNear, type RowList, type WindowView } from './rows-near-window.ts';

const list = (overrides: Partial<RowList> = {}): RowList => ({
  top: 200,
  rowHeight: 100,
  count: 50,
  ...overrides,
});
const view = (overrides: Partial<WindowView> = {}): WindowView => ({ scrollY: 0, height: 800, ...overrides });

describe('rowsNear', () => {
  it('takes the rows the window shows of a list starting 200 px down, and two more below', () => {
    expect(rowsNear(view(), list(), 2)).toEqual({ first: 0, last: 8 });
  });

  it('adds the overscan above and below the rows a scrolled window shows', () => {
    expect(rowsNear(view({ scrollY: 2200 }), list(), 2)).toEqual({ first: 18, last: 30 });
  });

  it('stops at the last row', () => {
    expect(rowsNear(view({ scrollY: 4800 }), list(), 2)).toEqual({ first: 44, last: 49 });
  });

  it('has no rows for an empty list', () => {
    expect(rowsNear(view(), list({ count: 0 }), 2)).toBeNull();
  });

  it('has no rows when the list starts far below the window', () => {
    expect(rowsNear(view(), list({ top: 5000 }), 2)).toBeNull();
  });

  it('has no rows when the window is far below the list', () => {
    expect(rowsNear(view({ scrollY: 9000 }), list(), 2)).toBeNull();
  });
});
