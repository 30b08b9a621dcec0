import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { PROFILE_CODES } from './profile-codes.ts';
import {
  CONTACT_REFUSALS,
  PASSWORD_REFUSALS,
  PHONE_CODE_REFUSALS,
  PHONE_REFUSALS,
  profileRefusal,
} from './profile-refusal.rule.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

describe('profileRefusal', () => {
  it('shows 1 by the current password with a text of its own', () => {
    expect(profileRefusal(createApiFailure(1), errors, PASSWORD_REFUSALS)).toEqual({
      errors: { currentPassword: 'myProfile.error.currentPassword.wrong' },
      formError: null,
    });
  });

  it('shows 19 by the repeated password with the catalogue’s text', () => {
    expect(profileRefusal(createApiFailure(19), errors, PASSWORD_REFUSALS)).toEqual({
      errors: { rePassword: 'errors.api.19' },
      formError: null,
    });
  });

  it('shows 57 by the new password', () => {
    expect(profileRefusal(createApiFailure(57), errors, PASSWORD_REFUSALS).errors).toEqual({
      newPassword: 'myProfile.error.newPassword.rejected',
    });
  });

  it.each([13, 56])('shows %i by the e-mail', (code) => {
    expect(profileRefusal(createApiFailure(code), errors, CONTACT_REFUSALS).errors).toEqual({
      email: `errors.api.${String(code)}`,
    });
  });

  it('shows 115 by the new phone', () => {
    expect(profileRefusal(createApiFailure(115), errors, PHONE_REFUSALS).errors).toEqual({
      mobilePhone: 'errors.api.115',
    });
  });

  it.each([
    [82, 'errors.api.82'],
    [5, 'myProfile.error.verificationCode.expired'],
    [48, 'myProfile.error.verificationCode.used'],
  ])('shows %i by the SMS code', (code, messageKey) => {
    expect(profileRefusal(createApiFailure(code), errors, PHONE_CODE_REFUSALS).errors).toEqual({
      verificationCode: messageKey,
    });
  });

  it.each([80, 81, 83, 84, 95])('shows the SMS problem %i for the form', (code) => {
    expect(profileRefusal(createApiFailure(code), errors, PHONE_REFUSALS)).toEqual({
      errors: {},
      formError: expect.objectContaining({ code, messageKey: `errors.api.${String(code)}` }) as unknown,
    });
  });

  it('shows a transport failure for the form as the general error', () => {
    expect(profileRefusal(createTransportFailure(), errors, PASSWORD_REFUSALS).formError?.code).toBe(-1);
  });
});

describe('PROFILE_CODES', () => {
  it.each(Object.entries(PROFILE_CODES))('names %s as the contract’s catalogue does', (name, code) => {
    expect(CONTRACT_ERROR_TABLE.find((entry) => entry.code === code)?.name).toBe(name);
  });
});
