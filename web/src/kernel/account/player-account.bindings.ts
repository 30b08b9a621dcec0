import { LoadCustomerConfigUseCase } from '@lv-casino/core/config/load-customer-config.use-case.ts';
import { RefreshBalanceUseCase } from '@lv-casino/core/money/refresh-balance.use-case.ts';
import { ConfigPort } from '@lv-casino/core/config/config.port.ts';
import { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import type { ContainerModuleLoadOptions } from 'inversify';
import { SessionStore } from '../session.store.ts';
import { PlayerAccountStore } from './player-account.store.ts';

/**
 * The logged-in player's account store (customer config, balance refresh) and its use-cases, one for
 * the app: the profile, profile-options and every profile tab's module call this, and whichever loads
 * first binds them. Written out rather than with bindUseCase: the header's menu loads this file, and
 * the helper's chunk would join the chunks the first paint names.
 */
export function bindPlayerAccount({ bind, isBound }: ContainerModuleLoadOptions): void {
  if (isBound(PlayerAccountStore)) return;
  bind(LoadCustomerConfigUseCase)
    .toDynamicValue((context) => new LoadCustomerConfigUseCase(context.get<ConfigPort>(ConfigPort)))
    .inSingletonScope();
  bind(RefreshBalanceUseCase)
    .toDynamicValue((context) => new RefreshBalanceUseCase(context.get<CustomerPort>(CustomerPort)))
    .inSingletonScope();
  bind(PlayerAccountStore)
    .toDynamicValue(
      (context) =>
        new PlayerAccountStore({
          loadConfig: context.get(LoadCustomerConfigUseCase),
          refreshBalance: context.get(RefreshBalanceUseCase),
          session: context.get(SessionStore),
        }),
    )
    .inSingletonScope();
}
