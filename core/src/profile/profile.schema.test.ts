import { describe, expect, it } from 'vitest';
import { formErrors } from '../session/form-errors.ts';
import {
  createAddressSchema,
  createContactSchema,
  createPasswordSchema,
  createPhoneCodeSchema,
  createPhoneSchema,
  PROFILE_FIELD_RULES,
  profileErrorKey,
  verificationCodeProblem,
} from './profile.schema.ts';

const FORMAT = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)\S{8,32}$/;

describe('profileErrorKey', () => {
  it('names the field and the rule in lowerCamelCase', () => {
    expect(profileErrorKey('newPassword', 'same-as-username')).toBe(
      'myProfile.error.newPassword.sameAsUsername',
    );
  });
});

describe('the contact schema', () => {
  it('accepts an e-mail', () => {
    expect(formErrors(createContactSchema(), { email: 'anna@example.lv' })).toBeNull();
  });

  it('reports the e-mail rule broken', () => {
    expect(formErrors(createContactSchema(), { email: 'anna @example.lv' })).toEqual({
      email: 'myProfile.error.email.spaces',
    });
  });
});

describe('the phone schema', () => {
  it('accepts eight digits under +371', () => {
    expect(formErrors(createPhoneSchema(), { mobilePhoneCode: '+371', mobilePhone: '29876543' })).toBeNull();
  });

  it('measures the number by its calling code', () => {
    expect(formErrors(createPhoneSchema(), { mobilePhoneCode: '+371', mobilePhone: '2987654' })).toEqual({
      mobilePhone: 'myProfile.error.mobilePhone.length',
    });
  });
});

describe('verificationCodeProblem', () => {
  it.each([
    ['715204', null],
    [' 7152 ', null],
    ['', 'required'],
    ['715', 'format'],
    ['71520a', 'format'],
  ])('finds %j %s', (code, problem) => {
    expect(verificationCodeProblem(code)).toBe(problem);
  });

  it('is the phone-code schema’s rule', () => {
    expect(formErrors(createPhoneCodeSchema(), { verificationCode: '' })).toEqual({
      verificationCode: 'myProfile.error.verificationCode.required',
    });
  });
});

describe('the password schema', () => {
  const schema = createPasswordSchema('anna', FORMAT);

  it('accepts a new password that follows the rules, typed twice', () => {
    expect(
      formErrors(schema, { currentPassword: 'x', newPassword: 'Ziema2027', rePassword: 'Ziema2027' }),
    ).toBeNull();
  });

  it('reports each field’s first problem', () => {
    expect(formErrors(schema, { currentPassword: '', newPassword: 'ziema', rePassword: '' })).toEqual({
      currentPassword: 'myProfile.error.currentPassword.required',
      newPassword: 'myProfile.error.newPassword.format',
      rePassword: 'myProfile.error.rePassword.required',
    });
  });

  it('refuses a repeat that differs', () => {
    expect(
      formErrors(schema, { currentPassword: 'x', newPassword: 'Ziema2027', rePassword: 'Ziema2028' }),
    ).toEqual({ rePassword: 'myProfile.error.rePassword.mismatch' });
  });

  it('refuses the username as the new password', () => {
    const named = createPasswordSchema('Ziema2027', FORMAT);
    expect(
      formErrors(named, { currentPassword: 'x', newPassword: 'Ziema2027', rePassword: 'Ziema2027' }),
    ).toEqual({ newPassword: 'myProfile.error.newPassword.sameAsUsername' });
  });
});

describe('the address schema', () => {
  it('accepts an address, a city and a postal code', () => {
    expect(
      formErrors(createAddressSchema(), { address: 'Lielā iela 1', city: 'Jelgava', postalCode: '3001' }),
    ).toBeNull();
  });

  it('reports every field in error', () => {
    expect(formErrors(createAddressSchema(), { address: '', city: '', postalCode: 'x' })).toEqual({
      address: 'myProfile.error.address.required',
      city: 'myProfile.error.city.required',
      postalCode: 'myProfile.error.postalCode.format',
    });
  });
});

describe('PROFILE_FIELD_RULES', () => {
  it('lists the rules the schemas report', () => {
    const reported = [
      formErrors(createContactSchema(), { email: '' }),
      formErrors(createPasswordSchema('anna', FORMAT), {
        currentPassword: '',
        newPassword: 'a b',
        rePassword: '',
      }),
      formErrors(createAddressSchema(), { address: 'a'.repeat(101), city: '', postalCode: '' }),
    ].flatMap((errors) => Object.values(errors ?? {}));
    const listed = Object.entries(PROFILE_FIELD_RULES).flatMap(([field, rules]) =>
      rules.map((rule) => profileErrorKey(field as keyof typeof PROFILE_FIELD_RULES, rule)),
    );
    expect(reported.filter((key) => !listed.includes(key))).toEqual([]);
  });
});
