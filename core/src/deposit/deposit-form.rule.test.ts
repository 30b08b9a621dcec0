import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { DEPOSIT_FORM_ERRORS, checkDepositForm, type DepositForm } from './deposit-form.rule.ts';
import { DEPOSIT_METHOD_SPECS, type DepositMethod } from './deposit-methods.rule.ts';
import type { DepositOffer } from './deposit-offer.ts';

const methodOf = (provider: string, options: readonly string[] = []): DepositMethod => {
  const spec = DEPOSIT_METHOD_SPECS.find((candidate) => candidate.provider === provider);
  if (spec === undefined) throw new Error(`No deposit method ${provider}`);
  return { ...spec, options, logoUrl: null };
};

const offer: DepositOffer = {
  depositCode: 'RELOAD50',
  name: '50% iemaksas bonuss',
  description: 'Katrai iemaksai 50% bonuss līdz 100 €.',
  bonusPercentage: 50,
  maxBonusAmount: 10000,
  minDepositAmount: 2000,
  currency: 'EUR',
  product: 'CASINO',
};

const form = (overrides: Partial<DepositForm> = {}): DepositForm => ({
  method: methodOf('skrill'),
  choice: null,
  amount: '20',
  offer: null,
  ...overrides,
});

describe('checkDepositForm', () => {
  it('answers the order of a valid form, amount in minor units', () => {
    expect(checkDepositForm(form())).toEqual(
      ok({ provider: 'skrill', amount: 2000, choice: null, depositCode: null }),
    );
  });

  it('reads an amount with a decimal comma', () => {
    expect(checkDepositForm(form({ amount: '20,50' }))).toMatchObject({ value: { amount: 2050 } });
  });

  it('reads an amount with grouped thousands', () => {
    expect(checkDepositForm(form({ amount: '1 000' }))).toMatchObject({ value: { amount: 100000 } });
  });

  it('sends the chosen bank', () => {
    expect(checkDepositForm(form({ method: methodOf('banklink'), choice: 'SEB' }))).toMatchObject({
      value: { provider: 'banklink', choice: 'SEB' },
    });
  });

  it('sends the claimed offer’s deposit code', () => {
    expect(checkDepositForm(form({ offer }))).toMatchObject({ value: { depositCode: 'RELOAD50' } });
  });

  it('requires a method', () => {
    expect(checkDepositForm(form({ method: null }))).toEqual(
      fail({ method: { messageId: DEPOSIT_FORM_ERRORS.methodRequired } }),
    );
  });

  it('requires the choice of a method that has one', () => {
    expect(checkDepositForm(form({ method: methodOf('banklink') }))).toEqual(
      fail({ choice: { messageId: DEPOSIT_FORM_ERRORS.choiceRequired } }),
    );
  });

  it('counts an empty choice as none', () => {
    expect(checkDepositForm(form({ method: methodOf('banklink'), choice: '' }))).toEqual(
      fail({ choice: { messageId: DEPOSIT_FORM_ERRORS.choiceRequired } }),
    );
  });

  it('takes the Safecharge full cashier without a choice', () => {
    expect(checkDepositForm(form({ method: methodOf('safecharge', ['cc_card']) }))).toEqual(
      ok({ provider: 'safecharge', amount: 2000, choice: null, depositCode: null }),
    );
  });

  it('requires an amount', () => {
    expect(checkDepositForm(form({ amount: '  ' }))).toEqual(
      fail({ amount: { messageId: DEPOSIT_FORM_ERRORS.amountRequired } }),
    );
  });

  it.each(['abc', '0', '0,00', '-5'])('refuses the amount %s as invalid', (amount) => {
    expect(checkDepositForm(form({ amount }))).toEqual(
      fail({ amount: { messageId: DEPOSIT_FORM_ERRORS.amountInvalid } }),
    );
  });

  it('refuses an amount under the smallest deposit', () => {
    expect(checkDepositForm(form({ amount: '0,99' }))).toEqual(
      fail({ amount: { messageId: DEPOSIT_FORM_ERRORS.amountBelowMinimum, minimum: 100 } }),
    );
  });

  it('refuses a Safecharge full-cashier amount under 10.00', () => {
    expect(checkDepositForm(form({ method: methodOf('safecharge', ['cc_card']), amount: '9,99' }))).toEqual(
      fail({ amount: { messageId: DEPOSIT_FORM_ERRORS.amountBelowMinimum, minimum: 1000 } }),
    );
  });

  it('takes a Safecharge method’s amount under 10.00', () => {
    expect(
      checkDepositForm(
        form({ method: methodOf('safecharge', ['cc_card']), choice: 'cc_card', amount: '9,99' }),
      ),
    ).toMatchObject({ ok: true, value: { amount: 999 } });
  });

  it('refuses an amount under the claimed offer’s minimum', () => {
    expect(checkDepositForm(form({ amount: '19,99', offer }))).toEqual(
      fail({
        amount: {
          messageId: DEPOSIT_FORM_ERRORS.amountBelowOffer,
          minimum: 2000,
          offer: '50% iemaksas bonuss',
        },
      }),
    );
  });

  it('checks the offer’s minimum when no method is chosen', () => {
    expect(checkDepositForm(form({ method: null, amount: '10', offer }))).toEqual(
      fail({
        method: { messageId: DEPOSIT_FORM_ERRORS.methodRequired },
        amount: {
          messageId: DEPOSIT_FORM_ERRORS.amountBelowOffer,
          minimum: 2000,
          offer: '50% iemaksas bonuss',
        },
      }),
    );
  });

  it('reports every field’s error at once', () => {
    expect(checkDepositForm(form({ method: null, amount: '' }))).toEqual(
      fail({
        method: { messageId: DEPOSIT_FORM_ERRORS.methodRequired },
        amount: { messageId: DEPOSIT_FORM_ERRORS.amountRequired },
      }),
    );
  });
});
