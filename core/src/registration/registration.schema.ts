import { boolean, number, object, string, ValidationError, type AnyObject, type TestContext } from 'yup';
import { birthDateProblem } from './birth-date.rule.ts';
import type { CalendarDate } from './calendar-date.ts';
import { LIMIT_FIELDS, limitAmountProblem, type LimitField } from './limit-amount.rule.ts';
import { phoneProblem } from './phone.rule.ts';
import {
  emailProblem,
  genderProblem,
  occupationOtherProblem,
  occupationProblem,
  passwordProblem,
  pepProblem,
  personalNumberProblem,
  personNameProblem,
  usernameProblem,
} from './registration-field.rules.ts';
import type { RegistrationSettings } from './registration-settings.ts';
import type { FieldErrors, RegistrationField, RegistrationValues } from './registration-values.ts';

const camel = (rule: string): string =>
  rule.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Message id of a field's error: `registration.error.<field>.<rule>`, rule in lowerCamelCase. */
export const registrationErrorKey = (field: RegistrationField, rule: string): string =>
  `registration.error.${field}.${camel(rule)}`;

type Check<T> = (value: T, values: RegistrationValues) => string | null;

/** One yup test per field, reporting only the first problem of that field's rule. */
function checked<T>(field: RegistrationField, check: Check<T>) {
  return function test(value: T, context: TestContext<AnyObject>): true | ValidationError {
    const problem = check(value, context.parent as RegistrationValues);
    return problem === null ? true : context.createError({ message: registrationErrorKey(field, problem) });
  };
}

const text = (field: RegistrationField, check: Check<string>) =>
  string().default('').test(field, 'invalid', checked(field, check));

const limitCheck =
  (field: LimitField, maximum: number): Check<string> =>
  (value, values) =>
    values.limitChoice === field ? limitAmountProblem(value, maximum) : null;

/** Step 1 (account-and-session.md §4: username, password, email, phone and the terms checkbox). */
export const createAccountStepSchema = (settings: RegistrationSettings) =>
  object({
    username: text('username', usernameProblem),
    password: text('password', (value, values) =>
      passwordProblem(value, values.username, settings.passwordFormat),
    ),
    email: text('email', emailProblem),
    mobilePhoneCode: string().default(''),
    mobilePhone: text('mobilePhone', (value, values) => phoneProblem(value, values.mobilePhoneCode)),
    acceptTAC: boolean()
      .default(false)
      .test(
        'acceptTAC',
        'invalid',
        checked('acceptTAC', (value: boolean | undefined) => (value === true ? null : 'required')),
      ),
  });

/**
 * Step 2 (names, personal number, the chosen limit, birth date; gender for the payload). The birth-date
 * error is reported at the path `birthDate`.
 * @param today the current date; the schema is rebuilt when the day changes.
 */
export const createPersonalStepSchema = (settings: RegistrationSettings, today: CalendarDate) =>
  object({
    firstName: text('firstName', personNameProblem),
    lastName: text('lastName', personNameProblem),
    personalNumber: text('personalNumber', personalNumberProblem),
    birthDay: number().nullable().default(null),
    birthMonth: number().nullable().default(null),
    birthYear: number().nullable().default(null),
    gender: text('gender', genderProblem),
    limitChoice: string().oneOf(LIMIT_FIELDS).default('maxPlacebetsDaily'),
    maxPlacebetsDaily: text('maxPlacebetsDaily', limitCheck('maxPlacebetsDaily', settings.maxBetsAmount)),
    maxBetTransactionAmountDaily: text(
      'maxBetTransactionAmountDaily',
      limitCheck('maxBetTransactionAmountDaily', settings.maxBetTransactionAmount),
    ),
  }).test('birthDate', 'invalid', function test(values) {
    const problem = birthDateProblem(
      { day: values.birthDay, month: values.birthMonth, year: values.birthYear },
      values.personalNumber,
      today,
    );
    return problem === null
      ? true
      : this.createError({ path: 'birthDate', message: registrationErrorKey('birthDate', problem) });
  });

/** Step 3 (country of residence, occupation or other-occupation text, the PEP statement answered). */
export const createOccupationStepSchema = () =>
  object({
    country: string().default(''),
    occupation: text('occupation', occupationProblem),
    occupationOther: text('occupationOther', (value, values) =>
      occupationOtherProblem(values.occupation, value),
    ),
    pepDeclined: boolean()
      .nullable()
      .default(null)
      .test('pepDeclined', 'invalid', checked('pepDeclined', pepProblem)),
  });

/** The whole form: the three steps together. */
export const createRegistrationSchema = (settings: RegistrationSettings, today: CalendarDate) =>
  createAccountStepSchema(settings)
    .concat(createPersonalStepSchema(settings, today))
    .concat(createOccupationStepSchema());

/** The steps of the wizard. */
export type WizardStep = 1 | 2 | 3;

/** The yup schema of one step. */
export function stepSchema(step: WizardStep, settings: RegistrationSettings, today: CalendarDate) {
  if (step === 1) return createAccountStepSchema(settings);
  if (step === 2) return createPersonalStepSchema(settings, today);
  return createOccupationStepSchema();
}

/**
 * Every field error of one step (synchronous; uniqueness comes from `CheckUniqueFieldUseCase`): field →
 * message id, the first problem of each field. Empty when the step is valid.
 */
export function validateRegistrationStep(
  step: WizardStep,
  values: RegistrationValues,
  settings: RegistrationSettings,
  today: CalendarDate,
): FieldErrors {
  try {
    stepSchema(step, settings, today).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // reversed, so that the first error of a path wins
    return Object.fromEntries(error.inner.toReversed().map((inner) => [String(inner.path), inner.message]));
  }
}
