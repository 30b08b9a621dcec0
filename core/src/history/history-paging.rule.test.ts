import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, pageCountOf } from './history-paging.rule.ts';

describe('pageCountOf', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ])('fills %i entries into %i pages of 20', (totalCount, pages) => {
    expect(pageCountOf(totalCount, HISTORY_PAGE_SIZE)).toBe(pages);
  });

  it.each([
    [-1, 20],
    [1.5, 20],
    [10, 0],
    [10, 2.5],
  ])('throws on a count of %s with pages of %s (a bug)', (totalCount, pageSize) => {
    expect(() => pageCountOf(totalCount, pageSize)).toThrow(RangeError);
  });
});
