/**
 * Decimal odds as a sports history shows them: two decimals and a dot, like amounts (§9), e.g.
 * 1.85 → `1.85`, 2 → `2.00`, 12.5 → `12.50`.
 * @param odds decimal odds, a finite number ≥ 1; anything else is a bug and throws a RangeError.
 */
export function formatOdds(odds: number): string {
  if (!Number.isFinite(odds) || odds < 1)
    throw new RangeError(`Odds must be a number ≥ 1, got ${String(odds)}`);
  return odds.toFixed(2);
}
