import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aWithdrawalDto, aWithdrawMethodDto } from '../testing/withdraw-dto.builders.ts';
import { WithdrawHttpAdapter } from './withdraw.http-adapter.ts';

const METHODS = '/api/v1/customerfacing/customers/withdraw/methods';
const WITHDRAW = '/api/v1/customerfacing/customers/withdraw';
const cancelOf = (id: number) => `/api/v1/customerfacing/customers/withdraw/${String(id)}/cancel`;

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new WithdrawHttpAdapter(fixture.client) };
};

describe('WithdrawHttpAdapter', () => {
  it('loads the methods with the bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('GET', METHODS, 200, [aWithdrawMethodDto()]);

    const result = await adapter.getWithdrawMethods();

    expect([result.ok, server.lastRequest(METHODS)?.headers.get('Authorization')]).toEqual([
      true,
      'Bearer access-1',
    ]);
  });

  it('fails the methods with 35 when there are none', async () => {
    const { server, adapter } = setUp();
    server.json('GET', METHODS, 400, { errorCode: 35, errorMessage: 'No withdraw methods' });

    expect(await adapter.getWithdrawMethods()).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 35, httpStatus: 400 },
    });
  });

  it('sends the method and the amount in minor units', async () => {
    const { server, adapter } = setUp();
    server.json('POST', WITHDRAW, 200, aWithdrawalDto());

    await adapter.requestWithdrawal({ methodId: 'BANK_TRANSFER', amount: 5000 });

    expect(server.lastJsonBody(WITHDRAW)).toEqual({ methodId: 'BANK_TRANSFER', amount: 5000 });
  });

  it('answers the pending withdrawal', async () => {
    const { server, adapter } = setUp();
    server.json('POST', WITHDRAW, 200, aWithdrawalDto({ withdrawalId: 7 }));

    const result = await adapter.requestWithdrawal({ methodId: 'BANK_TRANSFER', amount: 5000 });

    expect(result.ok && [result.value.withdrawalId, result.value.status]).toEqual([7, 'PENDING']);
  });

  it('fails a withdrawal over the balance with 21', async () => {
    const { server, adapter } = setUp();
    server.json('POST', WITHDRAW, 400, { errorCode: 21, errorMessage: 'Not enough money' });

    expect(await adapter.requestWithdrawal({ methodId: 'BANK_TRANSFER', amount: 900000 })).toMatchObject({
      ok: false,
      error: { errorCode: 21, httpStatus: 400 },
    });
  });

  it('fails a withdrawal whose answer is malformed with -1', async () => {
    const { server, adapter } = setUp();
    server.json('POST', WITHDRAW, 200, { withdrawalId: 7 });

    expect(await adapter.requestWithdrawal({ methodId: 'BANK_TRANSFER', amount: 5000 })).toMatchObject({
      ok: false,
      error: { errorCode: -1, httpStatus: 200 },
    });
  });

  it('cancels the withdrawal of the id', async () => {
    const { server, adapter } = setUp();
    server.json('POST', cancelOf(88120), 200, aWithdrawalDto({ status: 'CANCELLED' }));

    const result = await adapter.cancelWithdrawal(88120);

    expect(result.ok && result.value.status).toBe('CANCELLED');
  });

  it('fails the cancel of a withdrawal no longer pending with 4', async () => {
    const { server, adapter } = setUp();
    server.json('POST', cancelOf(88120), 400, { errorCode: 4, errorMessage: 'Withdrawal is PAID' });

    expect(await adapter.cancelWithdrawal(88120)).toMatchObject({ ok: false, error: { errorCode: 4 } });
  });
});
