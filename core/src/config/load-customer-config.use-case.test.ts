import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { createCustomerConfig } from '../testing/config.builder.ts';
import { FakeConfigPort } from '../testing/config-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { LoadCustomerConfigUseCase } from './load-customer-config.use-case.ts';

describe('LoadCustomerConfigUseCase', () => {
  it('answers the customer configuration of the session', async () => {
    const port = new FakeConfigPort();
    port.customer = ok(createCustomerConfig({ inboxMessagesEnabled: false }));

    const result = await new LoadCustomerConfigUseCase(port).execute();

    expect(result).toEqual(ok(createCustomerConfig({ inboxMessagesEnabled: false })));
  });

  it('asks the server once for the whole session', async () => {
    const port = new FakeConfigPort();
    const useCase = new LoadCustomerConfigUseCase(port);

    await Promise.all([useCase.execute(), useCase.execute()]);
    await useCase.execute();

    expect(port.calls).toEqual(['getCustomer']);
  });

  it('asks again after a failure', async () => {
    const port = new FakeConfigPort();
    port.customer = fail(createApiFailure(41));
    const useCase = new LoadCustomerConfigUseCase(port);
    await useCase.execute();
    port.customer = ok(createCustomerConfig());

    const result = await useCase.execute();

    expect(result.ok).toBe(true);
  });

  it('asks again for the next session once forgotten', async () => {
    const port = new FakeConfigPort();
    const useCase = new LoadCustomerConfigUseCase(port);
    await useCase.execute();

    useCase.forget();
    await useCase.execute();

    expect(port.calls).toEqual(['getCustomer', 'getCustomer']);
  });
});
