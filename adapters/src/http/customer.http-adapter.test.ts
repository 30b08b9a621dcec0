import { describe, expect, it } from 'vitest';
import { aBalanceDto, aUserDto } from '../testing/dto.builders.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { CustomerHttpAdapter } from './customer.http-adapter.ts';

const CURRENT_CUSTOMER = '/api/v1/customerfacing/currentCustomer';
const BALANCES = '/api/v1/customerfacing/customers/balances';

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new CustomerHttpAdapter(fixture.client) };
};

describe('CustomerHttpAdapter', () => {
  it('loads the current customer with the language lower-cased', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CURRENT_CUSTOMER, 200, aUserDto({ lang: 'EN' }));

    const result = await adapter.getCurrentCustomer();

    expect(result.ok && result.value.lang).toBe('en');
  });

  it('loads an undocumented lock status as BLOCKED', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CURRENT_CUSTOMER, 200, aUserDto({ accountLockStatus: 'LOCKED_BY_RISK' }));

    const result = await adapter.getCurrentCustomer();

    expect(result.ok && result.value.accountLockStatus).toBe('BLOCKED');
  });

  it('fails the current customer when the body is malformed', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CURRENT_CUSTOMER, 200, { id: 1001 });

    expect(await adapter.getCurrentCustomer()).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });

  it('fails the current customer with errorCode 98 when the session cannot be refreshed', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CURRENT_CUSTOMER, 401, { errorCode: 96, errorMessage: 'Access token expired' });
    server.json('POST', '/api/v2/customerfacing/token/refresh', 401, {
      errorCode: 98,
      errorMessage: 'Refresh token expired',
    });

    expect(await adapter.getCurrentCustomer()).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 98, httpStatus: 401 },
    });
  });

  it('loads the balance in minor units', async () => {
    const { server, adapter } = setUp();
    server.json(
      'GET',
      BALANCES,
      200,
      aBalanceDto({ cashBalance: 5000, bonusBalance: 0, totalBalance: 5000 }),
    );

    expect(await adapter.getBalance()).toEqual({
      ok: true,
      value: { cash: 5000, bonus: 0, total: 5000, currency: 'EUR' },
    });
  });

  it('fails the balance with the errorCode of a server fault', async () => {
    const { server, adapter } = setUp();
    server.json('GET', BALANCES, 500, { errorCode: 41, errorMessage: 'General server error' });

    expect(await adapter.getBalance()).toMatchObject({
      ok: false,
      error: { errorCode: 41, httpStatus: 500 },
    });
  });
});
