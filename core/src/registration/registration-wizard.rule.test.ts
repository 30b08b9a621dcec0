import { describe, expect, it } from 'vitest';
import type { ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { createRegistrationValues } from '../testing/registration.builder.ts';
import {
  FIELD_STEP,
  fieldsToRevalidate,
  initialWizardState,
  isStepValid,
  nextWizardState,
  progressPercent,
  selectLimitField,
  stepFields,
  type WizardEvent,
  type WizardState,
} from './registration-wizard.rule.ts';
import { INITIAL_REGISTRATION_VALUES, type RegistrationField } from './registration-values.ts';

const duplicate: ErrorDescriptor = {
  code: 14,
  name: 'DUPLICATE_USERNAME',
  messageKey: 'errors.api.14',
  clientAction: 'show-message',
};
const at = (screen: WizardState['screen'], overrides: Partial<WizardState> = {}): WizardState => ({
  ...initialWizardState(createRegistrationValues()),
  screen,
  ...overrides,
});
const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(nextWizardState, state);

describe('initialWizardState', () => {
  it('starts at step 1 with an empty form, no error, not submitting', () => {
    expect(initialWizardState()).toEqual({
      screen: 1,
      values: INITIAL_REGISTRATION_VALUES,
      error: null,
      submitting: false,
    });
  });

  it('defaults the phone code to +371, the limit to max place bets daily and residence to LV', () => {
    expect(initialWizardState().values).toMatchObject({
      mobilePhoneCode: '+371',
      limitChoice: 'maxPlacebetsDaily',
      country: 'LV',
    });
  });

  it('leaves the PEP statement unanswered: nobody chooses for the player', () => {
    expect(initialWizardState().values.pepDeclined).toBeNull();
  });
});

describe('progressPercent', () => {
  it.each([
    [1, 33],
    [2, 66],
    [3, 100],
    ['success', 100],
  ] as const)('is %s → %i', (screen, percent) => {
    expect(progressPercent(screen)).toBe(percent);
  });
});

describe('stepFields', () => {
  const values = createRegistrationValues();

  it('guards step 1 with username, password, email, phone and terms', () => {
    expect(stepFields(1, values)).toEqual(['username', 'password', 'email', 'mobilePhone', 'acceptTAC']);
  });

  it('guards step 2 with names, personal number, the chosen limit, birth date and gender', () => {
    expect(stepFields(2, createRegistrationValues({ limitChoice: 'maxBetTransactionAmountDaily' }))).toEqual([
      'firstName',
      'lastName',
      'personalNumber',
      'maxBetTransactionAmountDaily',
      'birthDate',
      'gender',
    ]);
  });

  it('guards step 3 with the occupation and the PEP statement', () => {
    expect(stepFields(3, values)).toEqual(['occupation', 'pepDeclined']);
  });

  it('guards step 3 with the other text as well for the other choice', () => {
    expect(stepFields(3, createRegistrationValues({ occupation: 'OTHER' }))).toEqual([
      'occupation',
      'occupationOther',
      'pepDeclined',
    ]);
  });
});

describe('isStepValid', () => {
  it('ignores errors of fields outside the step', () => {
    expect(
      isStepValid(1, createRegistrationValues(), { firstName: 'registration.error.firstName.required' }),
    ).toBe(true);
  });

  it('ignores the unselected limit field', () => {
    expect(isStepValid(2, createRegistrationValues(), { maxBetTransactionAmountDaily: 'x' })).toBe(true);
  });
});

describe('nextWizardState', () => {
  it('goes from step 1 to 2 when step 1 is valid', () => {
    expect(run(at(1), { type: 'next', errors: {} }).screen).toBe(2);
  });

  it('stays at step 1 while the terms are not accepted', () => {
    expect(
      run(at(1), { type: 'next', errors: { acceptTAC: 'registration.error.acceptTAC.required' } }).screen,
    ).toBe(1);
  });

  it('stays at step 1 while the username is taken', () => {
    expect(
      run(at(1), { type: 'next', errors: { username: 'registration.error.username.taken' } }).screen,
    ).toBe(1);
  });

  it('goes from step 2 to 3 when step 2 is valid', () => {
    expect(run(at(2), { type: 'next', errors: {} }).screen).toBe(3);
  });

  it('stays at step 2 with a birth-date error', () => {
    expect(run(at(2), { type: 'next', errors: { birthDate: 'x' } }).screen).toBe(2);
  });

  it('does not go past step 3 with next', () => {
    expect(run(at(3), { type: 'next', errors: {} }).screen).toBe(3);
  });

  it('goes back from 3 to 2 and from 2 to 1 keeping the values', () => {
    const state = at(3, { values: createRegistrationValues({ username: 'typed' }) });
    const back = run(state, { type: 'back' }, { type: 'back' });
    expect([back.screen, back.values.username]).toEqual([1, 'typed']);
  });

  it('does not go back from step 1', () => {
    expect(run(at(1), { type: 'back' }).screen).toBe(1);
  });

  it('records edits', () => {
    expect(run(at(1), { type: 'edit', changes: { email: 'new@example.lv' } }).values.email).toBe(
      'new@example.lv',
    );
  });

  it('starts submitting at step 3 when the occupation is valid', () => {
    expect(run(at(3), { type: 'submit', errors: {} }).submitting).toBe(true);
  });

  it('does not submit without an occupation', () => {
    expect(run(at(3), { type: 'submit', errors: { occupation: 'x' } }).submitting).toBe(false);
  });

  it('does not submit while the PEP statement is unanswered', () => {
    expect(run(at(3), { type: 'submit', errors: { pepDeclined: 'x' } }).submitting).toBe(false);
  });

  it('does not submit from step 2', () => {
    expect(run(at(2), { type: 'submit', errors: {} }).submitting).toBe(false);
  });

  it('does not submit twice', () => {
    const submitting = at(3, { submitting: true });
    expect(run(submitting, { type: 'submit', errors: {} })).toBe(submitting);
  });

  it('shows the success screen and clears the error after registering', () => {
    const state = run(at(3, { error: duplicate }), { type: 'submit', errors: {} }, { type: 'registered' });
    expect([state.screen, state.error, state.submitting]).toEqual(['success', null, false]);
  });

  it('keeps step 3 and every typed value, with the error, when registering fails', () => {
    const state = at(3);
    const failed = run(state, { type: 'submit', errors: {} }, { type: 'failed', error: duplicate });
    expect(failed).toEqual({ ...state, error: duplicate, submitting: false });
  });

  it('returns to the step of the field a refusal is about, keeping every value', () => {
    const state = at(3);
    const failed = run(state, { type: 'submit', errors: {} }, { type: 'failed', error: duplicate, step: 1 });
    expect(failed).toEqual({ ...state, screen: 1, error: duplicate, submitting: false });
  });

  it('ignores an outcome when nothing was submitted', () => {
    const state = at(3);
    expect([run(state, { type: 'registered' }), run(state, { type: 'failed', error: duplicate })]).toEqual([
      state,
      state,
    ]);
  });
});

describe('selectLimitField', () => {
  it('selects the transaction limit and clears the place-bets validation state', () => {
    expect(selectLimitField('maxBetTransactionAmountDaily')).toEqual({
      limitChoice: 'maxBetTransactionAmountDaily',
      clearErrorOf: 'maxPlacebetsDaily',
    });
  });

  it('selects the place-bets limit and clears the transaction validation state', () => {
    expect(selectLimitField('maxPlacebetsDaily').clearErrorOf).toBe('maxBetTransactionAmountDaily');
  });
});

describe('fieldsToRevalidate', () => {
  it.each([
    ['mobilePhoneCode', ['mobilePhone']],
    ['username', ['password']],
    ['personalNumber', ['birthDate']],
    ['birthYear', ['birthDate']],
    ['occupation', ['occupationOther']],
    ['email', []],
  ] as const)('re-validates after %s: %o', (changed, fields) => {
    expect(fieldsToRevalidate(changed)).toEqual(fields);
  });
});

describe('FIELD_STEP', () => {
  it('puts every field on the step that shows it', () => {
    const byStep = (step: number): RegistrationField[] =>
      (Object.keys(FIELD_STEP) as RegistrationField[]).filter((field) => FIELD_STEP[field] === step);
    expect([byStep(1), byStep(3)]).toEqual([
      ['username', 'email', 'password', 'mobilePhoneCode', 'mobilePhone', 'acceptTAC'],
      ['country', 'occupation', 'occupationOther', 'pepDeclined'],
    ]);
  });
});
