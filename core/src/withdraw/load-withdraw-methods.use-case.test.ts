import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail, ok } from '../shared/result.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeWithdrawPort } from '../testing/withdraw-port.fake.ts';
import { createWithdrawMethods } from '../testing/withdraw.builder.ts';
import { LoadWithdrawMethodsUseCase } from './load-withdraw-methods.use-case.ts';

let port: FakeWithdrawPort;
let load: LoadWithdrawMethodsUseCase;

beforeEach(() => {
  port = new FakeWithdrawPort();
  load = new LoadWithdrawMethodsUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('LoadWithdrawMethodsUseCase', () => {
  it('answers the player’s methods', async () => {
    expect(await load.execute()).toEqual({ kind: 'ready', methods: createWithdrawMethods() });
  });

  it('answers no methods with the text of 35 and the way to a deposit', async () => {
    port.methods = fail(createApiFailure(35));
    expect(await load.execute()).toMatchObject({
      kind: 'unavailable',
      refusal: { target: 'no-methods', error: { code: 35 }, action: { kind: 'deposit' } },
    });
  });

  it('treats an empty list as 35', async () => {
    port.methods = ok([]);
    expect(await load.execute()).toMatchObject({
      kind: 'unavailable',
      refusal: { target: 'no-methods', error: { messageKey: 'errors.api.35' } },
    });
  });

  it('answers an unverified player with the text of 91 and the way to the KYC tab', async () => {
    port.methods = fail(createApiFailure(91));
    expect(await load.execute()).toMatchObject({
      kind: 'unavailable',
      refusal: { target: 'form', error: { code: 91 }, action: { kind: 'verify-identity' } },
    });
  });

  it.each([
    ['a server fault', createApiFailure(41, 500)],
    ['no connection', createTransportFailure()],
  ])('answers %s as a failure worth another try', async (_, failure) => {
    port.methods = fail(failure);
    expect(await load.execute()).toMatchObject({
      kind: 'failed',
      error: { clientAction: 'open-error-modal' },
    });
  });
});
