/** Keys a numeric field lets through besides the digits (account-and-session.md §5). */
export const NUMERIC_CONTROL_KEYS: readonly string[] = ['Backspace', 'Delete', 'Tab'];

/**
 * Whether a numeric field accepts a key press (KeyboardEvent `key` and `shiftKey`): a digit, Backspace,
 * Delete or Tab, never with Shift held (account-and-session.md §5, the numeric-entry helper).
 */
export const acceptsNumericKey = (key: string, shiftKey: boolean): boolean =>
  !shiftKey && (/^\d$/.test(key) || NUMERIC_CONTROL_KEYS.includes(key));

/**
 * Digits with a separator inserted after each configured length once more digits follow, e.g.
 * `insertSeparators('1204901', [6], '-')` → `120490-1`.
 * @param positions counts of digits (ascending) after which a separator goes.
 */
export function insertSeparators(digits: string, positions: readonly number[], separator: string): string {
  let result = '';
  let start = 0;
  for (const position of positions) {
    if (digits.length <= position) break;
    result += `${digits.slice(start, position)}${separator}`;
    start = position;
  }
  return result + digits.slice(start);
}
