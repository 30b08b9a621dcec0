import { LoadCustomerConfigUseCase } from '@lv-casino/core/config/load-customer-config.use-case.ts';
import { RefreshBalanceUseCase } from '@lv-casino/core/money/refresh-balance.use-case.ts';
import { ConfigPort } from '@lv-casino/core/config/config.port.ts';
import { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import type { ContainerModuleLoadOptions } from 'inversify';
import { SessionStore } from '../session.store.ts';
import { PlayerAccountStore } from './player-account.store.ts';

/**
 * The logged-in player's account store (customer config, balance refresh), one for the app: the
 * profile, profile-options and every profile tab's module call this, and whichever loads first binds it.
 */
export function bindPlayerAccount({ bind, isBound }: ContainerModuleLoadOptions): void {
  if (isBound(PlayerAccountStore)) return;
  bind(PlayerAccountStore)
    .toResolvedValue(
      (config: ConfigPort, customer: CustomerPort, session: SessionStore) =>
        new PlayerAccountStore({
          loadConfig: new LoadCustomerConfigUseCase(config),
          refreshBalance: new RefreshBalanceUseCase(customer),
          session,
        }),
      [ConfigPort, CustomerPort, SessionStore],
    )
    .inSingletonScope();
}
