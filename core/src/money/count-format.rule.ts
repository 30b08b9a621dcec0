/** Digits with a space between thousands (`1916` → `1 916`), the grouping of counts and amounts. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * A count as every label shows it, in any language: a space between thousands, e.g. 1916 → `1 916`
 * (the grouping of amounts), so lv, en and ru never disagree ("1,916", "1916", "1 916").
 * @param count a safe integer; anything else is a bug and throws a RangeError.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Count must be an integer, got ${String(count)}`);
  return (count < 0 ? '-' : '') + groupThousands(String(Math.abs(count)));
}
