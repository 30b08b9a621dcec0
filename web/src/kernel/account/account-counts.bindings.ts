import { CountActiveBonusesUseCase } from '@lv-casino/core/bonuses/count-active-bonuses.use-case.ts';
import { CountUnreadInboxMessagesUseCase } from '@lv-casino/core/inbox/count-unread-inbox-messages.use-case.ts';
import { BonusPort } from '@lv-casino/core/bonuses/bonus.port.ts';
import { InboxPort } from '@lv-casino/core/inbox/inbox.port.ts';
import type { ContainerModuleLoadOptions } from 'inversify';
import { bindUseCase } from '../bind-use-case.ts';
import { SessionStore } from '../session.store.ts';
import { AccountCountsStore } from './account-counts.store.ts';

/**
 * The account's badge counts, one store for the app: the badges (header, profile options) and the
 * bonuses and messages tabs bind it from their own chunks, whichever loads first, so the first paint
 * of a visitor carries none of it.
 */
export function bindAccountCounts(options: ContainerModuleLoadOptions): void {
  bindUseCase(options, CountActiveBonusesUseCase, BonusPort);
  bindUseCase(options, CountUnreadInboxMessagesUseCase, InboxPort);
  if (options.isBound(AccountCountsStore)) return;
  options
    .bind(AccountCountsStore)
    .toDynamicValue((context) => {
      const session = context.get(SessionStore);
      const activeBonuses = context.get(CountActiveBonusesUseCase);
      const unread = context.get(CountUnreadInboxMessagesUseCase);
      return new AccountCountsStore({
        customerId: () => session.user?.id ?? null,
        countActiveBonuses: async (customerId) => {
          const counted = await activeBonuses.execute(customerId);
          return counted.kind === 'counted' ? counted.count : null;
        },
        countUnreadMessages: async () => {
          const counted = await unread.execute();
          return counted.kind === 'count' ? counted.count : null;
        },
      });
    })
    .inSingletonScope();
}
