import { object, string } from 'yup';
import { personalCodeDigits } from '../registration/personal-code.rule.ts';

/** Message ids of the Smart-ID tab's errors (account-and-session.md §5 login). */
export const SMART_ID_ERROR_KEYS = {
  required: 'login.error.personalNumber.required',
  pattern: 'login.error.personalNumber.pattern',
} as const;

/**
 * The Smart-ID tab of the login modal (account-and-session.md §5: personal number required and the
 * Latvian pattern DDMMYY-NNNNN, dash optional). The number check of registration is not applied:
 * Smart-ID itself rejects a number it does not know.
 */
export const smartIdSchema = object({
  personalNumber: string()
    .default('')
    .test('required', SMART_ID_ERROR_KEYS.required, (value) => value !== '')
    .test(
      'pattern',
      SMART_ID_ERROR_KEYS.pattern,
      (value) => value === '' || personalCodeDigits(value) !== null,
    ),
});
