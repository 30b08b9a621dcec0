import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { createWithdrawMethod, createWithdrawMethods } from '../testing/withdraw.builder.ts';
import {
  checkWithdrawForm,
  parseWithdrawAmount,
  WITHDRAW_ERROR_KEYS,
  type WithdrawForm,
} from './withdraw-form.rule.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);
const methods = createWithdrawMethods();
const form = (overrides: Partial<WithdrawForm> = {}): WithdrawForm => ({
  methodId: 'BANK_TRANSFER',
  amount: '50',
  paymentAccount: '',
  ...overrides,
});

describe('parseWithdrawAmount', () => {
  it.each([
    ['50', 5_000],
    ['12.5', 1_250],
    ['12,50', 1_250],
    ['0.05', 5],
    ['1 250.50', 125_050],
    [' 7 ', 700],
    ['7.', 700],
    ['0', 0],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseWithdrawAmount(text)).toBe(minor);
  });

  it.each(['', 'abc', '12.345', '-5', '+5', '1.2.3', '.5', '5e3', '99999999999999999'])(
    'refuses %j',
    (text) => {
      expect(parseWithdrawAmount(text)).toBeNull();
    },
  );
});

describe('checkWithdrawForm', () => {
  it('asks for the chosen method and the amount in minor units', () => {
    expect(checkWithdrawForm(form({ amount: '1 000,25' }), methods, errors)).toEqual({
      ok: true,
      value: { methodId: 'BANK_TRANSFER', amount: 100_025 },
    });
  });

  it('needs a method', () => {
    expect(checkWithdrawForm(form({ methodId: null }), methods, errors)).toEqual({
      ok: false,
      error: { method: WITHDRAW_ERROR_KEYS.methodRequired },
    });
  });

  it('needs a method the tab offers', () => {
    expect(checkWithdrawForm(form({ methodId: 'PAYPAL' }), methods, errors)).toEqual({
      ok: false,
      error: { method: WITHDRAW_ERROR_KEYS.methodRequired },
    });
  });

  it('needs an amount', () => {
    expect(checkWithdrawForm(form({ amount: '  ' }), methods, errors)).toEqual({
      ok: false,
      error: { amount: WITHDRAW_ERROR_KEYS.amountRequired },
    });
  });

  it.each(['0', '0.00', 'ten', '10.005'])('refuses the amount %j', (amount) => {
    expect(checkWithdrawForm(form({ amount }), methods, errors)).toEqual({
      ok: false,
      error: { amount: WITHDRAW_ERROR_KEYS.amountInvalid },
    });
  });

  it('refuses an amount under the method’s minimum with the text of code 24', () => {
    expect(checkWithdrawForm(form({ amount: '9.99' }), methods, errors)).toEqual({
      ok: false,
      error: { amount: 'errors.api.24' },
    });
  });

  it('refuses an amount over the method’s maximum with the text of code 23', () => {
    expect(
      checkWithdrawForm(form({ methodId: 'CARD_VISA_5610', amount: '2000.01' }), methods, errors),
    ).toEqual({
      ok: false,
      error: { amount: 'errors.api.23' },
    });
  });

  it('takes the bounds themselves', () => {
    const results = ['10', '2000'].map(
      (amount) => checkWithdrawForm(form({ methodId: 'CARD_VISA_5610', amount }), methods, errors).ok,
    );
    expect(results).toEqual([true, true]);
  });

  it('says what is wrong with every field at once', () => {
    expect(checkWithdrawForm(form({ methodId: null, amount: '' }), methods, errors)).toEqual({
      ok: false,
      error: { method: WITHDRAW_ERROR_KEYS.methodRequired, amount: WITHDRAW_ERROR_KEYS.amountRequired },
    });
  });

  describe('a method without an account on file', () => {
    const typed = [createWithdrawMethod({ methodId: 'SKRILL', paymentAccount: null })];

    it('needs the account', () => {
      expect(checkWithdrawForm(form({ methodId: 'SKRILL', paymentAccount: ' ' }), typed, errors)).toEqual({
        ok: false,
        error: { paymentAccount: WITHDRAW_ERROR_KEYS.paymentAccountRequired },
      });
    });

    it('sends the account typed, trimmed', () => {
      expect(
        checkWithdrawForm(form({ methodId: 'SKRILL', paymentAccount: ' anna@example.lv ' }), typed, errors),
      ).toEqual({
        ok: true,
        value: { methodId: 'SKRILL', amount: 5_000, paymentAccount: 'anna@example.lv' },
      });
    });
  });

  it('does not send an account typed for a method that has one on file', () => {
    expect(checkWithdrawForm(form({ paymentAccount: 'LV00OTHER' }), methods, errors)).toEqual({
      ok: true,
      value: { methodId: 'BANK_TRANSFER', amount: 5_000 },
    });
  });
});
