import { LoadCustomerConfigUseCase } from '@lv-casino/core/config/load-customer-config.use-case.ts';
import { RefreshBalanceUseCase } from '@lv-casino/core/money/refresh-balance.use-case.ts';
import { createCustomerConfig } from '@lv-casino/core/testing/config.builder.ts';
import { FakeConfigPort } from '@lv-casino/core/testing/config-port.fake.ts';
import { FakeCustomerPort } from '@lv-casino/core/testing/customer-port.fake.ts';
import { createUser } from '@lv-casino/core/testing/user.builder.ts';
import { describe, expect, it } from 'vitest';
import type { SessionStore } from '../session.store.ts';
import { PlayerAccountStore } from './player-account.store.ts';

function accountOf(config: FakeConfigPort): PlayerAccountStore {
  const session = { user: createUser({ id: 7 }), setBalance: () => undefined } as unknown as SessionStore;
  return new PlayerAccountStore({
    loadConfig: new LoadCustomerConfigUseCase(config),
    refreshBalance: new RefreshBalanceUseCase(new FakeCustomerPort()),
    session,
  });
}

describe('PlayerAccountStore.loadConfig', () => {
  it('a call while the config is loading waits for the same answer', async () => {
    const config = new FakeConfigPort();
    const account = accountOf(config);

    const first = account.loadConfig();
    await account.loadConfig();

    expect(account.config).toEqual(createCustomerConfig());
    await first;
  });

  it('asks the server once per session', async () => {
    const config = new FakeConfigPort();
    const account = accountOf(config);

    await Promise.all([account.loadConfig(), account.loadConfig()]);
    await account.loadConfig();

    expect(config.calls).toEqual(['getCustomer']);
  });
});
