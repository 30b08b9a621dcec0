import type {
  RegistrationSettings,
  UniqueField,
} from '@lv-casino/core/registration/registration-settings.ts';
import { UNIQUE_FIELDS } from '@lv-casino/core/registration/registration-settings.ts';
import type { CalendarDate } from '@lv-casino/core/registration/calendar-date.ts';
import {
  createRegistrationSchema,
  validateRegistrationStep,
  type WizardStep,
} from '@lv-casino/core/registration/registration.schema.ts';
import { FIELD_STEP } from '@lv-casino/core/registration/registration-wizard.rule.ts';
import type {
  FieldErrors,
  RegistrationField,
  RegistrationValues,
} from '@lv-casino/core/registration/registration-values.ts';

/** The fields in the order the player meets them (the first invalid one takes the focus). */
export const FIELD_ORDER = Object.keys(FIELD_STEP) as readonly RegistrationField[];

/** Errors with `field`'s error set to `messageKey`, or removed when it is undefined. */
export function withError(
  errors: FieldErrors,
  field: RegistrationField,
  messageKey: string | undefined,
): FieldErrors {
  const next: Partial<Record<RegistrationField, string>> = {};
  for (const key of FIELD_ORDER) {
    const value = key === field ? messageKey : errors[key];
    if (value !== undefined) next[key] = value;
  }
  return next;
}

/** The field whose error a value belongs to (the three birth-date selects share one); null for none. */
export function fieldOfValue(key: keyof RegistrationValues): RegistrationField | null {
  if (key === 'birthDay' || key === 'birthMonth' || key === 'birthYear') return 'birthDate';
  // The code has no rule of its own: the number is re-validated with it (fieldsToRevalidate).
  if (key === 'limitChoice' || key === 'mobilePhoneCode') return null;
  return key;
}

/**
 * Values set by a choice rather than typed (checkbox, selects, radios): validated on change instead
 * of after the typing debounce (account-and-session.md §5: the terms checkbox on change).
 */
export const CHOSEN_VALUES: ReadonlySet<keyof RegistrationValues> = new Set([
  'acceptTAC',
  'mobilePhoneCode',
  'birthDay',
  'birthMonth',
  'birthYear',
  'gender',
  'limitChoice',
  'country',
  'occupation',
  'pepDeclined',
]);

/** The credential fields whose paste is reported as credentialCheck (core's RegistrationContext). */
export const CREDENTIAL_FIELDS: ReadonlySet<RegistrationField> = new Set(['username', 'password']);

export const isUniqueField = (field: RegistrationField): field is UniqueField =>
  (UNIQUE_FIELDS as readonly string[]).includes(field);

const STEPS: readonly WizardStep[] = [1, 2, 3];

/**
 * Every field error of the whole form: the last check before the register call (core's whole-form
 * schema), in case an earlier step's value stopped passing since (the config or the day changed).
 */
export function wholeFormErrors(
  values: RegistrationValues,
  settings: RegistrationSettings,
  today: CalendarDate,
): FieldErrors {
  if (createRegistrationSchema(settings, today).isValidSync(values)) return {};
  return Object.assign(
    {},
    ...STEPS.map((step) => validateRegistrationStep(step, values, settings, today)),
  ) as FieldErrors;
}
