import { describe, expect, it } from 'vitest';
import { createApiFailure, createFieldRefusal, createTransportFailure } from '../testing/failure.builder.ts';
import { createRegistrationValues } from '../testing/registration.builder.ts';
import { REFUSAL_MESSAGE_KEYS, registrationRefusalOf } from './registration-refusal.rule.ts';

const values = createRegistrationValues();
const refusal = (errorCode: number, field?: string, overrides = {}) =>
  registrationRefusalOf(
    field === undefined ? createApiFailure(errorCode) : createFieldRefusal(errorCode, field),
    createRegistrationValues(overrides),
  );

describe('registrationRefusalOf', () => {
  it.each([
    ['personalNumber', 'personalNumber', 2],
    ['dateOfBirth', 'birthDate', 2],
    ['username', 'username', 1],
    ['rePassword', 'password', 1],
    ['mobilePhoneCode', 'mobilePhone', 1],
    ['firstName', 'firstName', 2],
    ['gender', 'gender', 2],
    ['responsibleGaming.maxPlacebetsWeekly', 'maxPlacebetsDaily', 2],
    ['responsibleGaming.maxSportBetTransactionAmount', 'maxBetTransactionAmountDaily', 2],
    ['country', 'country', 3],
    ['customerOccupation.occupation', 'occupation', 3],
    ['pep', 'pepDeclined', 3],
  ] as const)('takes 57 naming %s to the field %s on step %i', (requestField, field, step) => {
    expect(refusal(57, requestField)).toEqual({
      field,
      step,
      messageKey: `registration.error.${field}.refused`,
    });
  });

  it('takes a refused occupation to the other-occupation text when the other choice is made', () => {
    expect(refusal(57, 'customerOccupation', { occupation: 'OTHER' })?.field).toBe('occupationOther');
  });

  it.each([
    [14, 'username', 1],
    [13, 'email', 1],
    [115, 'mobilePhone', 1],
  ] as const)('takes %i, which names its field by its meaning, to %s as taken', (errorCode, field, step) => {
    expect(refusal(errorCode)).toEqual({ field, step, messageKey: `registration.error.${field}.taken` });
  });

  it('says a personal code another account uses (56 naming it) is taken', () => {
    expect(refusal(56, 'personalNumber')?.messageKey).toBe('registration.error.personalNumber.taken');
  });

  it('asks for the terms to be accepted on 15', () => {
    expect(refusal(15)).toEqual({
      field: 'acceptTAC',
      step: 1,
      messageKey: 'registration.error.acceptTAC.required',
    });
  });

  it('takes the password mismatch (19) to the password', () => {
    expect(refusal(19)?.field).toBe('password');
  });

  it('prefers the field the answer names to the one of the code', () => {
    expect(refusal(13, 'username')?.field).toBe('username');
  });

  it.each([49, 54, 57, 59, 104, 105, 106, 41])('names no field for %i without one', (errorCode) => {
    expect(refusal(errorCode)).toBeNull();
  });

  it('names no field for a request field the form does not have', () => {
    expect(refusal(57, 'lang')).toBeNull();
  });

  it('names no field for a transport failure', () => {
    expect(registrationRefusalOf(createTransportFailure(), values)).toBeNull();
  });
});

describe('REFUSAL_MESSAGE_KEYS', () => {
  it('lists the message of every field a refusal can name, taken as well for the unique ones', () => {
    expect(REFUSAL_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'registration.error.personalNumber.refused',
        'registration.error.personalNumber.taken',
        'registration.error.acceptTAC.required',
        'registration.error.occupationOther.refused',
      ]),
    );
  });
});
