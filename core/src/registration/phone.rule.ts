/** Longest phone number field, in characters (account-and-session.md §9). */
export const PHONE_MAX_LENGTH = 40;
/** The phone-code select's default (account-and-session.md §9). */
export const DEFAULT_PHONE_CODE = '+371';
/** E.164: at most 15 digits, calling code included. */
const E164_MAX_DIGITS = 15;

/**
 * Calling codes by ISO 3166 alpha-2 country (account-and-session.md §5: the phone code is derived from
 * the country through a calling-code table), with the national number length the code accepts.
 */
export const CALLING_CODES = {
  LV: { code: '+371', min: 8, max: 8 },
  LT: { code: '+370', min: 8, max: 8 },
  EE: { code: '+372', min: 7, max: 8 },
  FI: { code: '+358', min: 6, max: 10 },
  SE: { code: '+46', min: 7, max: 9 },
  DE: { code: '+49', min: 10, max: 11 },
  PL: { code: '+48', min: 9, max: 9 },
  GB: { code: '+44', min: 10, max: 10 },
  RU: { code: '+7', min: 10, max: 10 },
  UA: { code: '+380', min: 9, max: 9 },
  US: { code: '+1', min: 10, max: 10 },
} as const satisfies Readonly<Record<string, { code: string; min: number; max: number }>>;
export type PhoneCountry = keyof typeof CALLING_CODES;
export const PHONE_COUNTRIES = Object.keys(CALLING_CODES) as readonly PhoneCountry[];

/** The calling code of a country; the default +371 for a country not in the table. */
export const callingCodeOf = (country: string): string =>
  (CALLING_CODES as Readonly<Record<string, { code: string }>>)[country]?.code ?? DEFAULT_PHONE_CODE;

/** Why a phone number is refused. */
export type PhoneProblem = 'required' | 'max-length' | 'format' | 'length';

const nationalLength = (phoneCode: string): { min: number; max: number } => {
  const entry = Object.values(CALLING_CODES).find((country) => country.code === phoneCode);
  const codeDigits = phoneCode.replace(/\D/g, '').length;
  return entry ?? { min: 4, max: E164_MAX_DIGITS - codeDigits };
};

/**
 * The problem of a phone number typed after the phone code, or null (account-and-session.md §5):
 * required, at most 40 characters, digits only, and as many digits as numbers under that code have
 * (the table above; any other code: 4 up to what E.164 leaves after the code). Re-run it when the
 * phone code changes.
 */
export function phoneProblem(number: string, phoneCode: string): PhoneProblem | null {
  if (number === '') return 'required';
  if (number.length > PHONE_MAX_LENGTH) return 'max-length';
  if (!/^\d+$/.test(number)) return 'format';
  const { min, max } = nationalLength(phoneCode);
  return number.length < min || number.length > max ? 'length' : null;
}

/** The payload's mobilePhone: the code followed by the number, e.g. `+371` + `21234567`. */
export const fullPhoneNumber = (phoneCode: string, number: string): string => `${phoneCode}${number}`;
