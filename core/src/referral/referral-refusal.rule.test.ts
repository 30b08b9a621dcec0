import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { REFERRAL_CODES } from './referral-codes.ts';
import { invitationRefusal, isReferralUnavailable } from './referral-refusal.rule.ts';

const catalogue = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

describe('invitationRefusal', () => {
  it.each([7, 13])('shows %i by the e-mail with the catalogue’s text', (code) => {
    expect(invitationRefusal(createApiFailure(code), catalogue)).toEqual({
      errors: { email: `errors.api.${String(code)}` },
      formError: null,
    });
  });

  it.each([31, 64, 119])('shows %i for the whole form', (code) => {
    expect(invitationRefusal(createApiFailure(code), catalogue)).toEqual({
      errors: {},
      formError: expect.objectContaining({ code, messageKey: `errors.api.${String(code)}` }) as unknown,
    });
  });

  it('shows a lost connection as the general error for the form', () => {
    expect(invitationRefusal(createTransportFailure(), catalogue).formError?.code).toBe(-1);
  });
});

describe('isReferralUnavailable', () => {
  it.each([
    [31, true],
    [64, true],
    [119, true],
    [7, false],
    [-1, false],
  ])('says %i closes the programme: %s', (code, closed) => {
    expect(isReferralUnavailable(catalogue.describe(code))).toBe(closed);
  });
});

describe('REFERRAL_CODES', () => {
  it.each(Object.entries(REFERRAL_CODES))('names %s as the contract’s catalogue does', (name, code) => {
    expect(CONTRACT_ERROR_TABLE.find((entry) => entry.code === code)?.name).toBe(name);
  });
});
