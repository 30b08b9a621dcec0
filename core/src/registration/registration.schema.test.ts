import { describe, expect, it } from 'vitest';
import {
  createRegistrationSettings,
  createRegistrationValues,
  REGISTRATION_TODAY,
} from '../testing/registration.builder.ts';
import {
  createAccountStepSchema,
  createOccupationStepSchema,
  createPersonalStepSchema,
  createRegistrationSchema,
  registrationErrorKey,
  validateRegistrationStep,
} from './registration.schema.ts';
import type { RegistrationValues } from './registration-values.ts';

const settings = createRegistrationSettings();
const errorsOf = (step: 1 | 2 | 3, overrides: Partial<RegistrationValues>) =>
  validateRegistrationStep(step, createRegistrationValues(overrides), settings, REGISTRATION_TODAY);

describe('registrationErrorKey', () => {
  it('names registration.error.<field>.<rule> in lowerCamelCase', () => {
    expect(registrationErrorKey('birthDate', 'not-match')).toBe('registration.error.birthDate.notMatch');
  });
});

describe('validateRegistrationStep', () => {
  it.each([1, 2, 3] as const)('finds no error in a valid form at step %i', (step) => {
    expect(errorsOf(step, {})).toEqual({});
  });

  it.each([
    [1, { username: 'ab' }, 'username', 'registration.error.username.format'],
    [1, { username: '' }, 'username', 'registration.error.username.required'],
    [1, { password: 'liga.ozola', username: 'liga.ozola' }, 'password', 'registration.error.password.format'],
    [
      1,
      { password: 'liga2026x', username: 'liga2026x' },
      'password',
      'registration.error.password.sameAsUsername',
    ],
    [1, { password: 'Rudens 2026' }, 'password', 'registration.error.password.spaces'],
    [1, { email: 'liga' }, 'email', 'registration.error.email.format'],
    [1, { email: 'liga @x.lv' }, 'email', 'registration.error.email.spaces'],
    [1, { mobilePhone: '2612' }, 'mobilePhone', 'registration.error.mobilePhone.length'],
    [1, { mobilePhone: '26-12' }, 'mobilePhone', 'registration.error.mobilePhone.format'],
    [1, { mobilePhone: '' }, 'mobilePhone', 'registration.error.mobilePhone.required'],
    [1, { acceptTAC: false }, 'acceptTAC', 'registration.error.acceptTAC.required'],
    [2, { firstName: ' Līga' }, 'firstName', 'registration.error.firstName.spaces'],
    [2, { lastName: '' }, 'lastName', 'registration.error.lastName.required'],
    [2, { personalNumber: '120490-12344' }, 'personalNumber', 'registration.error.personalNumber.check'],
    [2, { personalNumber: '12049' }, 'personalNumber', 'registration.error.personalNumber.pattern'],
    [2, { gender: '' }, 'gender', 'registration.error.gender.required'],
    [2, { birthDay: null }, 'birthDate', 'registration.error.birthDate.required'],
    [2, { birthDay: 31, birthMonth: 2 }, 'birthDate', 'registration.error.birthDate.invalidDate'],
    [2, { birthDay: 13 }, 'birthDate', 'registration.error.birthDate.notMatch'],
    [2, { maxPlacebetsDaily: '' }, 'maxPlacebetsDaily', 'registration.error.maxPlacebetsDaily.required'],
    [2, { maxPlacebetsDaily: '1000.01' }, 'maxPlacebetsDaily', 'registration.error.maxPlacebetsDaily.max'],
    [3, { occupation: '' }, 'occupation', 'registration.error.occupation.required'],
    [
      3,
      { occupation: 'OTHER', occupationOther: '' },
      'occupationOther',
      'registration.error.occupationOther.required',
    ],
    [3, { pepDeclined: null }, 'pepDeclined', 'registration.error.pepDeclined.required'],
  ] as const)('step %i with %o: %s says %s', (step, overrides, field, key) => {
    expect(errorsOf(step, overrides)).toEqual({ [field]: key });
  });

  it('says underage for a player under 18 with a 32-code', () => {
    expect(
      errorsOf(2, { personalNumber: '321234-56789', birthDay: 22, birthMonth: 11, birthYear: 2008 }),
    ).toEqual({ birthDate: 'registration.error.birthDate.underage' });
  });

  it('validates only the selected limit field', () => {
    expect(errorsOf(2, { maxPlacebetsDaily: '', maxBetTransactionAmountDaily: '9999' })).toEqual({
      maxPlacebetsDaily: 'registration.error.maxPlacebetsDaily.required',
    });
  });

  it('validates the transaction limit against its own maximum when selected', () => {
    expect(
      errorsOf(2, {
        limitChoice: 'maxBetTransactionAmountDaily',
        maxPlacebetsDaily: '',
        maxBetTransactionAmountDaily: '600',
      }),
    ).toEqual({ maxBetTransactionAmountDaily: 'registration.error.maxBetTransactionAmountDaily.max' });
  });

  it('reports the birth date along with field errors', () => {
    expect(errorsOf(2, { firstName: '', birthDay: 13 })).toEqual({
      firstName: 'registration.error.firstName.required',
      birthDate: 'registration.error.birthDate.notMatch',
    });
  });

  it('reports every failing field of a step at once', () => {
    expect(Object.keys(errorsOf(1, { username: '', email: '', acceptTAC: false })).sort()).toEqual([
      'acceptTAC',
      'email',
      'username',
    ]);
  });

  it('rethrows anything but a validation error', () => {
    const broken = /x/;
    broken.test = () => {
      throw new TypeError('broken format');
    };
    const throwing = createRegistrationSettings({ passwordFormat: broken });
    expect(() =>
      validateRegistrationStep(1, createRegistrationValues(), throwing, REGISTRATION_TODAY),
    ).toThrow(TypeError);
  });
});

describe('the exported yup schemas', () => {
  it('validate a step on their own, as the forms use them', () => {
    expect(createAccountStepSchema(settings).isValidSync(createRegistrationValues())).toBe(true);
  });

  it('report the message id of a field with validateSyncAt', () => {
    const schema = createPersonalStepSchema(settings, REGISTRATION_TODAY);
    expect(() => {
      schema.validateSyncAt('firstName', createRegistrationValues({ firstName: '' }));
    }).toThrow('registration.error.firstName.required');
  });

  it('validate step 3', () => {
    expect(createOccupationStepSchema().isValidSync(createRegistrationValues({ occupation: '' }))).toBe(
      false,
    );
  });

  it('validate the whole form', () => {
    const schema = createRegistrationSchema(settings, REGISTRATION_TODAY);
    expect([
      schema.isValidSync(createRegistrationValues()),
      schema.isValidSync(createRegistrationValues({ acceptTAC: false })),
      schema.isValidSync(createRegistrationValues({ birthDay: 13 })),
      schema.isValidSync(createRegistrationValues({ occupation: '' })),
    ]).toEqual([true, false, false, false]);
  });
});
