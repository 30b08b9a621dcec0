import type { ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { otherLimitField, type LimitField } from './limit-amount.rule.ts';
import type { WizardStep } from './registration.schema.ts';
import {
  INITIAL_REGISTRATION_VALUES,
  OTHER_OCCUPATION,
  type FieldErrors,
  type RegistrationField,
  type RegistrationValues,
} from './registration-values.ts';

/** What the registration modal shows: a step of the form or the success screen. */
export type WizardScreen = WizardStep | 'success';

export interface WizardState {
  readonly screen: WizardScreen;
  /** Everything typed so far; no transition loses it. */
  readonly values: RegistrationValues;
  /** The failed register call, shown in the form's error block; null when none. */
  readonly error: ErrorDescriptor | null;
  /** True while the register call runs. */
  readonly submitting: boolean;
}

/** What happens to the wizard; `errors` are the current field errors (validation plus uniqueness). */
export type WizardEvent =
  | { readonly type: 'edit'; readonly changes: Partial<RegistrationValues> }
  | { readonly type: 'next'; readonly errors: FieldErrors }
  | { readonly type: 'back' }
  | { readonly type: 'submit'; readonly errors: FieldErrors }
  | { readonly type: 'registered' }
  | {
      readonly type: 'failed';
      readonly error: ErrorDescriptor;
      /** The step of the field the refusal is about, which the wizard returns to; null to stay. */
      readonly step?: WizardStep | null;
    };

export const initialWizardState = (
  values: RegistrationValues = INITIAL_REGISTRATION_VALUES,
): WizardState => ({
  screen: 1,
  values,
  error: null,
  submitting: false,
});

/** The step of the wizard that shows each field, in the order the player meets them. */
export const FIELD_STEP: Readonly<Record<RegistrationField, WizardStep>> = {
  username: 1,
  email: 1,
  password: 1,
  mobilePhoneCode: 1,
  mobilePhone: 1,
  acceptTAC: 1,
  firstName: 2,
  lastName: 2,
  personalNumber: 2,
  birthDate: 2,
  gender: 2,
  maxPlacebetsDaily: 2,
  maxBetTransactionAmountDaily: 2,
  country: 3,
  occupation: 3,
  occupationOther: 3,
  pepDeclined: 3,
};

/** Width of the progress bar, percent: 33, 66, 100 for steps 1-3 (account-and-session.md §2, §9). */
export const progressPercent = (screen: WizardScreen): 33 | 66 | 100 =>
  screen === 1 ? 33 : screen === 2 ? 66 : 100;

/**
 * The fields whose validity lets the player leave a step (account-and-session.md §4 Registration):
 * 1 → username, password, email, phone, terms; 2 → names, personal number, the chosen limit, birth date
 * (and gender, which the payload needs); 3 → occupation, or the other-occupation text when chosen, and
 * the politically-exposed-person statement, which nobody answers for the player.
 */
export function stepFields(step: WizardStep, values: RegistrationValues): readonly RegistrationField[] {
  if (step === 1) return ['username', 'password', 'email', 'mobilePhone', 'acceptTAC'];
  if (step === 2)
    return ['firstName', 'lastName', 'personalNumber', values.limitChoice, 'birthDate', 'gender'];
  return values.occupation === OTHER_OCCUPATION
    ? ['occupation', 'occupationOther', 'pepDeclined']
    : ['occupation', 'pepDeclined'];
}

/** Whether none of the step's guarding fields has an error. */
export const isStepValid = (step: WizardStep, values: RegistrationValues, errors: FieldErrors): boolean =>
  stepFields(step, values).every((field) => errors[field] === undefined);

/** The wizard's next state; an event that does not apply to the current screen changes nothing. */
export function nextWizardState(state: WizardState, event: WizardEvent): WizardState {
  const { screen } = state;
  switch (event.type) {
    case 'edit':
      return { ...state, values: { ...state.values, ...event.changes } };
    case 'next':
      if ((screen === 1 || screen === 2) && isStepValid(screen, state.values, event.errors)) {
        return { ...state, screen: screen === 1 ? 2 : 3 };
      }
      return state;
    case 'back':
      return screen === 2 || screen === 3 ? { ...state, screen: screen === 2 ? 1 : 2 } : state;
    case 'submit':
      if (screen !== 3 || state.submitting || !isStepValid(3, state.values, event.errors)) return state;
      return { ...state, submitting: true };
    case 'registered':
      return state.submitting ? { ...state, screen: 'success', error: null, submitting: false } : state;
    case 'failed':
      if (!state.submitting) return state;
      return { ...state, screen: event.step ?? screen, error: event.error, submitting: false };
  }
}

/**
 * Choosing a limit field (account-and-session.md §4 Registration): it becomes the selected one and is
 * validated from now on; the other field's validation state is cleared (its value stays and is sent).
 */
export const selectLimitField = (
  field: LimitField,
): { readonly limitChoice: LimitField; readonly clearErrorOf: LimitField } => ({
  limitChoice: field,
  clearErrorOf: otherLimitField(field),
});

/** Fields whose validity depends on another: re-validate them when it changes. */
const DEPENDENTS: Partial<Record<keyof RegistrationValues, readonly RegistrationField[]>> = {
  mobilePhoneCode: ['mobilePhone'],
  username: ['password'],
  personalNumber: ['birthDate'],
  birthDay: ['birthDate'],
  birthMonth: ['birthDate'],
  birthYear: ['birthDate'],
  occupation: ['occupationOther'],
};

/**
 * The fields to re-validate after `changed` changes, besides itself (account-and-session.md §5: the
 * phone is re-validated when the phone code changes; the terms checkbox on change).
 */
export const fieldsToRevalidate = (changed: keyof RegistrationValues): readonly RegistrationField[] =>
  DEPENDENTS[changed] ?? [];
