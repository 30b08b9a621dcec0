import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { KYC_TAB } from '../kyc/kyc-redirect.rule.ts';
import { DEPOSIT_TAB } from '../deposit/deposit-result-page.rule.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { WITHDRAW_CODES } from './withdraw-codes.ts';
import { HISTORY_TAB, withdrawRefusal } from './withdraw-refusal.rule.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);
const refusalOf = (code: number) => withdrawRefusal(createApiFailure(code), errors);

describe('withdrawRefusal', () => {
  it.each([21, 23, 24, 25, 26])('shows %i by the amount, with its text and no action', (code) => {
    expect(refusalOf(code)).toEqual({
      target: 'amount',
      error: expect.objectContaining({ code, messageKey: `errors.api.${String(code)}` }) as unknown,
      action: null,
    });
  });

  it('shows 116 by the methods, with the way to verify the card on the KYC tab', () => {
    expect(refusalOf(116)).toMatchObject({
      target: 'method',
      error: { messageKey: 'errors.api.116' },
      action: { kind: 'verify-card', next: KYC_TAB },
    });
  });

  it('shows 117 for the form, with the way to the bets in the history', () => {
    expect(refusalOf(117)).toMatchObject({
      target: 'form',
      error: { messageKey: 'errors.api.117' },
      action: { kind: 'see-bets', next: HISTORY_TAB },
    });
  });

  it('shows 35 instead of the methods, with the way to a deposit', () => {
    expect(refusalOf(35)).toMatchObject({
      target: 'no-methods',
      error: { messageKey: 'errors.api.35' },
      action: { kind: 'deposit', next: DEPOSIT_TAB },
    });
  });

  it('shows 91 for the form, with the way to verify the identity', () => {
    expect(refusalOf(91)).toMatchObject({
      target: 'form',
      action: { kind: 'verify-identity', next: KYC_TAB },
    });
  });

  it('shows any other code for the form, without an action', () => {
    expect(refusalOf(69)).toMatchObject({ target: 'form', error: { code: 69 }, action: null });
  });

  it('shows a transport failure as the general error', () => {
    expect(withdrawRefusal(createTransportFailure(), errors)).toMatchObject({
      target: 'form',
      error: { code: -1 },
      action: null,
    });
  });

  it('offers the identity check for a code whose catalogue action opens the KYC tab', () => {
    const catalogue = new FakeErrorCatalogue([
      ...CONTRACT_ERROR_TABLE.filter((entry) => entry.code === -1),
      { code: 120, messageKey: 'errors.api.120', clientAction: 'open-kyc' },
    ]);
    expect(withdrawRefusal(createApiFailure(120), catalogue)).toMatchObject({
      target: 'form',
      action: { kind: 'verify-identity', next: KYC_TAB },
    });
  });
});

describe('WITHDRAW_CODES', () => {
  it.each(Object.entries(WITHDRAW_CODES))('names %s as the contract’s catalogue does', (name, code) => {
    expect(CONTRACT_ERROR_TABLE.find((entry) => entry.code === code)?.name).toBe(name);
  });
});
