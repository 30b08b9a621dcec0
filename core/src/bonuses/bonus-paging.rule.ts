/** Bonus assets on a page of the bonuses table. */
export const BONUS_PAGE_SIZE = 10;

/**
 * How many pages `count` assets fill, `pageSize` a page; an empty list still has its one (empty)
 * page, so a pager reads "Page 1 of 1". A negative or fractional count or size is a bug and throws.
 */
export function bonusPageCount(count: number, pageSize: number = BONUS_PAGE_SIZE): number {
  if (!Number.isSafeInteger(count) || count < 0 || !Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new RangeError(
      `Expected a count ≥ 0 and a page size ≥ 1, got ${String(count)}, ${String(pageSize)}`,
    );
  }
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The page to show of `count` assets when `pageIndex` was asked for: the last one when the list has
 * shrunk under it (a bonus removed from the last page, or a filter with fewer assets).
 */
export const pageWithin = (pageIndex: number, count: number, pageSize: number = BONUS_PAGE_SIZE): number =>
  Math.min(pageIndex, bonusPageCount(count, pageSize) - 1);
