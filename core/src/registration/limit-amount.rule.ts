/**
 * The two registration limit fields (account-and-session.md §4 Registration, §5): max place bets daily
 * and max bet transaction amount daily. Exactly one is selected; the default is max place bets daily.
 */
export const LIMIT_FIELDS = ['maxPlacebetsDaily', 'maxBetTransactionAmountDaily'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
export const DEFAULT_LIMIT_FIELD: LimitField = 'maxPlacebetsDaily';

/** Why a limit is refused. */
export type LimitProblem = 'required' | 'max';

/**
 * A limit as typed → minor units (account-and-session.md §5): every non-digit is stripped; when the text
 * holds a comma or a dot the digits are already cents (`12.50` → 1250, `12.5` → 125), otherwise they are
 * whole euros (`12` → 1200). Null when no digit is left or the amount is beyond a safe integer.
 */
export function parseLimitAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  const amount = /[.,]/.test(text) ? Number(digits) : Number(digits) * 100;
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Minor units shown in a limit field: divided by 100 with two decimals, e.g. 1250 → `12.50`. */
export function formatLimitAmount(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) {
    throw new RangeError(`Expected a non-negative integer of minor units, got ${String(minorUnits)}`);
  }
  return `${String(Math.trunc(minorUnits / 100))}.${String(minorUnits % 100).padStart(2, '0')}`;
}

/**
 * The problem of a limit text, or null: required (no digits, or zero) and at most `maximum`.
 * @param maximum minor units (GeneralConfig maxBetsAmount or maxBetTransactionAmount).
 */
export function limitAmountProblem(text: string, maximum: number): LimitProblem | null {
  const amount = parseLimitAmount(text);
  if (amount === null) return text.replace(/\D/g, '') === '' ? 'required' : 'max';
  if (amount === 0) return 'required';
  return amount > maximum ? 'max' : null;
}

/** The other limit field: the one whose validation state is cleared when `selected` is chosen. */
export const otherLimitField = (selected: LimitField): LimitField =>
  selected === 'maxPlacebetsDaily' ? 'maxBetTransactionAmountDaily' : 'maxPlacebetsDaily';
