import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { ArchiveInboxThreadsUseCase } from '@lv-casino/core/inbox/archive-inbox-threads.use-case.ts';
import { CountUnreadInboxMessagesUseCase } from '@lv-casino/core/inbox/count-unread-inbox-messages.use-case.ts';
import { LoadInboxPageUseCase } from '@lv-casino/core/inbox/load-inbox-page.use-case.ts';
import { LoadSimpleMessageUseCase } from '@lv-casino/core/inbox/load-simple-message.use-case.ts';
import { MarkSimpleMessageReadUseCase } from '@lv-casino/core/inbox/mark-simple-message-read.use-case.ts';
import { OpenInboxThreadUseCase } from '@lv-casino/core/inbox/open-inbox-thread.use-case.ts';
import { SendInboxMessageUseCase } from '@lv-casino/core/inbox/send-inbox-message.use-case.ts';
import { InboxPort } from '@lv-casino/core/inbox/inbox.port.ts';
import { bindAccountCounts } from '../../kernel/account/account-counts.bindings.ts';
import { AccountCountsStore } from '../../kernel/account/account-counts.store.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
import { ProfileMessagesStore } from './profile-messages.store.ts';
import { SimpleMessageStore } from './simple-message.store.ts';

/** The messages tab's and the simple-message popup's texts, with the catalogue's (4, 72, -1, …). */
export const profileMessagesMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

type InboxUseCase =
  | LoadInboxPageUseCase
  | OpenInboxThreadUseCase
  | SendInboxMessageUseCase
  | ArchiveInboxThreadsUseCase
  | CountUnreadInboxMessagesUseCase
  | LoadSimpleMessageUseCase
  | MarkSimpleMessageReadUseCase;

/**
 * The messages tab and the simple-message popup: core's inbox use-cases over the InboxPort (bound by
 * the platform), a store per showing of the tab or the popup. The tab lowers the account's unread
 * count (the badges' AccountCountsStore) as it marks messages read.
 */
export const profileMessagesModule = new AccountFeatureModule((options) => {
  const { bind, isBound } = options;
  bindAccountCounts(options);
  const useCase = (token: new (port: InboxPort, errors: ErrorCatalogue) => InboxUseCase): void => {
    // The unread count may be bound by the app already (the header's badge).
    if (isBound(token)) return;
    bind(token)
      .toResolvedValue(
        (port: InboxPort, errors: ErrorCatalogue) => new token(port, errors),
        [InboxPort, ErrorCatalogue],
      )
      .inSingletonScope();
  };
  useCase(LoadInboxPageUseCase);
  useCase(OpenInboxThreadUseCase);
  useCase(SendInboxMessageUseCase);
  useCase(ArchiveInboxThreadsUseCase);
  useCase(CountUnreadInboxMessagesUseCase);
  useCase(LoadSimpleMessageUseCase);
  useCase(MarkSimpleMessageReadUseCase);
  // Transient: each showing of the tab starts at the first page, each popup loads its message.
  bind(ProfileMessagesStore)
    .toResolvedValue(
      (
        loadPage: LoadInboxPageUseCase,
        openThread: OpenInboxThreadUseCase,
        send: SendInboxMessageUseCase,
        archive: ArchiveInboxThreadsUseCase,
        counts: AccountCountsStore,
      ) =>
        new ProfileMessagesStore({
          loadPage,
          openThread,
          send,
          archive,
          onUnreadChanged: (change) => {
            counts.changeUnreadMessages(change.delta);
          },
        }),
      [
        LoadInboxPageUseCase,
        OpenInboxThreadUseCase,
        SendInboxMessageUseCase,
        ArchiveInboxThreadsUseCase,
        AccountCountsStore,
      ],
    )
    .inTransientScope();
  bind(SimpleMessageStore)
    .toResolvedValue(
      (load: LoadSimpleMessageUseCase, markRead: MarkSimpleMessageReadUseCase) =>
        new SimpleMessageStore({ load, markRead }),
      [LoadSimpleMessageUseCase, MarkSimpleMessageReadUseCase],
    )
    .inTransientScope();
});
