import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { ArchiveInboxThreadsUseCase } from '@lv-casino/core/inbox/archive-inbox-threads.use-case.ts';
import { LoadInboxPageUseCase } from '@lv-casino/core/inbox/load-inbox-page.use-case.ts';
import { LoadSimpleMessageUseCase } from '@lv-casino/core/inbox/load-simple-message.use-case.ts';
import { MarkSimpleMessageReadUseCase } from '@lv-casino/core/inbox/mark-simple-message-read.use-case.ts';
import { OpenInboxThreadUseCase } from '@lv-casino/core/inbox/open-inbox-thread.use-case.ts';
import { SendInboxMessageUseCase } from '@lv-casino/core/inbox/send-inbox-message.use-case.ts';
import { InboxPort } from '@lv-casino/core/inbox/inbox.port.ts';
import { bindAccountCounts } from '../../kernel/account/account-counts.bindings.ts';
import { AccountCountsStore } from '../../kernel/account/account-counts.store.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { ProfileMessagesStore } from './profile-messages.store.ts';
import { SimpleMessageStore } from './simple-message.store.ts';

/** The messages tab's and the simple-message popup's texts, with the catalogue's (4, 72, -1, …). */
export const profileMessagesMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The messages tab and the simple-message popup: core's inbox use-cases over the InboxPort (bound by
 * the platform), a store per showing of the tab or the popup. The tab lowers the account's unread
 * count (the badges' AccountCountsStore) as it marks messages read.
 */
export const profileMessagesModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindAccountCounts(options);
  bindUseCase(options, LoadInboxPageUseCase, InboxPort);
  bindUseCase(options, OpenInboxThreadUseCase, InboxPort);
  bindUseCase(options, SendInboxMessageUseCase, InboxPort);
  bindUseCase(options, ArchiveInboxThreadsUseCase, InboxPort);
  bindUseCase(options, LoadSimpleMessageUseCase, InboxPort);
  bindUseCase(options, MarkSimpleMessageReadUseCase, InboxPort);
  // Transient: each showing of the tab starts at the first page, each popup loads its message.
  bind(ProfileMessagesStore)
    .toDynamicValue((context) => {
      const counts = context.get(AccountCountsStore);
      return new ProfileMessagesStore({
        loadPage: context.get(LoadInboxPageUseCase),
        openThread: context.get(OpenInboxThreadUseCase),
        send: context.get(SendInboxMessageUseCase),
        archive: context.get(ArchiveInboxThreadsUseCase),
        onUnreadChanged: (change) => {
          counts.changeUnreadMessages(change.delta);
        },
      });
    })
    .inTransientScope();
  bind(SimpleMessageStore)
    .toDynamicValue(
      (context) =>
        new SimpleMessageStore({
          load: context.get(LoadSimpleMessageUseCase),
          markRead: context.get(MarkSimpleMessageReadUseCase),
        }),
    )
    .inTransientScope();
});
