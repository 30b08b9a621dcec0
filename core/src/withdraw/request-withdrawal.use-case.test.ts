import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeWithdrawPort } from '../testing/withdraw-port.fake.ts';
import { createWithdrawal, createWithdrawMethods } from '../testing/withdraw.builder.ts';
import { RequestWithdrawalUseCase } from './request-withdrawal.use-case.ts';
import type { WithdrawForm } from './withdraw-form.rule.ts';

let port: FakeWithdrawPort;
let request: RequestWithdrawalUseCase;
const methods = createWithdrawMethods();
const form = (overrides: Partial<WithdrawForm> = {}): WithdrawForm => ({
  methodId: 'CARD_VISA_5610',
  amount: '50.25',
  paymentAccount: '',
  ...overrides,
});

beforeEach(() => {
  port = new FakeWithdrawPort();
  request = new RequestWithdrawalUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('RequestWithdrawalUseCase', () => {
  it('asks for the amount in minor units to the chosen method', async () => {
    await request.execute(form(), methods);
    expect(port.calls).toEqual([
      { call: 'requestWithdrawal', request: { methodId: 'CARD_VISA_5610', amount: 5_025 } },
    ]);
  });

  it('answers the pending withdrawal', async () => {
    expect(await request.execute(form(), methods)).toEqual({
      kind: 'requested',
      withdrawal: createWithdrawal({ methodId: 'CARD_VISA_5610', amount: 5_025 }),
    });
  });

  it('sends nothing for a form in error', async () => {
    const outcome = await request.execute(form({ amount: '' }), methods);
    expect([outcome.kind, port.calls]).toEqual(['invalid', []]);
  });

  it('answers the errors of the form', async () => {
    expect(await request.execute(form({ amount: '5' }), methods)).toEqual({
      kind: 'invalid',
      errors: { amount: 'errors.api.24' },
    });
  });

  it('answers a refusal over the balance (21) by the amount', async () => {
    port.requestResult = fail(createApiFailure(21));
    expect(await request.execute(form(), methods)).toMatchObject({
      kind: 'refused',
      refusal: { target: 'amount', error: { messageKey: 'errors.api.21' }, action: null },
    });
  });

  it('answers an unverified card (116) with the way to verify it', async () => {
    port.requestResult = fail(createApiFailure(116));
    expect(await request.execute(form({ methodId: 'CARD_MASTERCARD_0427' }), methods)).toMatchObject({
      kind: 'refused',
      refusal: { target: 'method', action: { kind: 'verify-card' } },
    });
  });
});
