import { CountActiveBonusesUseCase } from '@lv-casino/core/bonuses/count-active-bonuses.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { CountUnreadInboxMessagesUseCase } from '@lv-casino/core/inbox/count-unread-inbox-messages.use-case.ts';
import { BonusPort } from '@lv-casino/core/bonuses/bonus.port.ts';
import { InboxPort } from '@lv-casino/core/inbox/inbox.port.ts';
import type { ContainerModuleLoadOptions } from 'inversify';
import { SessionStore } from '../session.store.ts';
import { AccountCountsStore } from './account-counts.store.ts';

/**
 * The account's badge counts, one store for the app: the badges (header, profile options) and the
 * bonuses and messages tabs bind it from their own chunks, whichever loads first, so the first paint
 * of a visitor carries none of it.
 */
export function bindAccountCounts({ bind, isBound }: ContainerModuleLoadOptions): void {
  if (isBound(AccountCountsStore)) return;
  bind(AccountCountsStore)
    .toResolvedValue(
      (bonuses: BonusPort, inbox: InboxPort, errors: ErrorCatalogue, session: SessionStore) => {
        const activeBonuses = new CountActiveBonusesUseCase(bonuses, errors);
        const unread = new CountUnreadInboxMessagesUseCase(inbox, errors);
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
      },
      [BonusPort, InboxPort, ErrorCatalogue, SessionStore],
    )
    .inSingletonScope();
}
