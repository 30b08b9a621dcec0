/** Entries on a page of a history (the contract's default page size). */
export const HISTORY_PAGE_SIZE = 20;

/**
 * How many pages `totalCount` entries fill, `pageSize` a page; an empty history still has its one
 * (empty) page, so a pager reads "Page 1 of 1".
 */
export function pageCountOf(totalCount: number, pageSize: number): number {
  if (
    !Number.isSafeInteger(totalCount) ||
    totalCount < 0 ||
    !Number.isSafeInteger(pageSize) ||
    pageSize < 1
  ) {
    throw new RangeError(
      `Expected a count ≥ 0 and a page size ≥ 1, got ${String(totalCount)}, ${String(pageSize)}`,
    );
  }
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
