import { describe, expect, it } from 'vitest';
import { aCustomerConfigDto, aGeneralConfigDto } from '../testing/dto.builders.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { ConfigHttpAdapter } from './config.http-adapter.ts';

const GENERAL = '/api/v2/customerfacing/config/general';
const CUSTOMER = '/api/v2/customerfacing/config/customer';

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new ConfigHttpAdapter(fixture.client) };
};

describe('ConfigHttpAdapter', () => {
  it('loads the general configuration with its languages as a list', async () => {
    const { server, adapter } = setUp();
    server.json('GET', GENERAL, 200, aGeneralConfigDto({ supportedLanguages: 'lv,en' }));

    const result = await adapter.getGeneral();

    expect(result.ok && result.value.supportedLanguages).toEqual(['lv', 'en']);
  });

  it('fails the general configuration when the body is malformed', async () => {
    const { server, adapter } = setUp();
    server.json('GET', GENERAL, 200, { ...aGeneralConfigDto(), defaultLanguage: 7 });

    expect(await adapter.getGeneral()).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1 } });
  });

  it('loads the customer configuration', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CUSTOMER, 200, aCustomerConfigDto({ realityCheckSecondsToTakeAction: 45 }));

    const result = await adapter.getCustomer();

    expect(result.ok && result.value.realityCheckSecondsToTakeAction).toBe(45);
  });

  it('sends the bearer token for the customer configuration', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CUSTOMER, 200, aCustomerConfigDto());

    await adapter.getCustomer();

    expect(server.lastRequest(CUSTOMER)?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('fails the customer configuration with the errorCode of a 401', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CUSTOMER, 401, { errorCode: 3, errorMessage: 'Unauthorized' });

    expect(await adapter.getCustomer()).toEqual({
      ok: false,
      error: { kind: 'api', errorCode: 3, httpStatus: 401, errorMessage: 'Unauthorized' },
    });
  });
});
