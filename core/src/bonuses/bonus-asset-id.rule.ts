/**
 * The bonus asset a modal's `bonusAssetId` query parameter names: a whole number ≥ 1 written in plain
 * decimal digits (no sign, no leading zero, no spaces); anything else is null (the modal says the bonus
 * is not found rather than asking the server for garbage).
 */
export function readBonusAssetId(param: string | null): number | null {
  if (param === null || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
