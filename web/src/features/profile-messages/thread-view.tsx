import type { InboxMessage, InboxSender } from '@lv-casino/core/inbox/inbox.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LiveLoading } from '../../ui/loading.tsx';
import { ArchiveConfirm } from './archive-confirm.tsx';
import { MessageForm } from './message-form.tsx';
import type { ProfileMessagesStore } from './profile-messages.store.ts';
import { localDateTime } from '../../ui/local-time.ts';

const SENDERS: Record<InboxSender, MessageId> = {
  CUSTOMER: 'messages.sender.CUSTOMER',
  OPERATOR: 'messages.sender.OPERATOR',
};

/** One message: who wrote it and when, its text (as text: line breaks kept), its attachment's name. */
function MessageItem({ message }: { readonly message: InboxMessage }) {
  return (
    <li className="profile-messages__message" data-sender={message.sender}>
      <p className="profile-messages__meta">
        <strong>
          <FormattedMessage id={SENDERS[message.sender]} />
        </strong>{' '}
        <time dateTime={new Date(message.createdAt).toISOString()}>{localDateTime(message.createdAt)}</time>
      </p>
      <p className="profile-messages__content">{message.content}</p>
      {message.attachmentFileName !== null && (
        <p className="profile-messages__attachment">
          <span aria-hidden="true">📎 </span>
          <FormattedMessage id="messages.attachment" values={{ fileName: message.attachmentFileName }} />
        </p>
      )}
    </li>
  );
}

/**
 * A thread: a way back to the table, its subject (a heading that takes the focus when the thread
 * shows), its state, its messages oldest first, Archive (with a confirmation) and the reply form.
 */
export const ThreadView = observer(function ThreadView({
  store,
  onBack,
}: {
  readonly store: ProfileMessagesStore;
  readonly onBack: () => void;
}) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const archiveRef = useRef<HTMLButtonElement>(null);
  const replyId = useId();
  const { thread, threadFailure, form } = store;
  const threadId = thread?.id ?? null;
  useEffect(() => {
    if (threadId !== null) headingRef.current?.focus();
  }, [threadId]);
  return (
    <div className="profile-messages__thread">
      <Button tone="ghost" className="profile-messages__back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        <FormattedMessage id="messages.thread.back" />
      </Button>
      <LiveLoading active={store.threadLoading}>
        <FormattedMessage id="messages.thread.loading" />
      </LiveLoading>
      {threadFailure !== null && (
        <LoadFailed
          retry={<FormattedMessage id="messages.retry" />}
          onRetry={() => {
            store.retryThread();
          }}
        >
          <FormattedMessage id="messages.thread.failed" /> <CatalogueMessage id={threadFailure} />
        </LoadFailed>
      )}
      {thread !== null && (
        <>
          <div className="profile-messages__thread-head">
            <h3 ref={headingRef} tabIndex={-1} className="profile-messages__title">
              {thread.subject}
            </h3>
            {thread.status === 'ACTIVE' && store.confirmingArchive === null && (
              <Button
                ref={archiveRef}
                tone="secondary"
                aria-label={intl.formatMessage({ id: 'messages.archive.label' }, { subject: thread.subject })}
                onClick={() => {
                  store.askArchive(thread);
                }}
              >
                <FormattedMessage id="messages.archive" />
              </Button>
            )}
          </div>
          <ArchiveConfirm
            store={store}
            onDone={(archived) => {
              // Archived: the button is gone, the heading takes the focus; cancelled: back to Archive.
              (archived ? headingRef.current : archiveRef.current)?.focus();
            }}
          />
          {thread.status === 'ARCHIVED' && (
            <p className="profile-messages__note">
              <FormattedMessage id="messages.thread.archived" />
            </p>
          )}
          <ol
            className="profile-messages__messages"
            aria-label={intl.formatMessage({ id: 'messages.thread.list' })}
          >
            {thread.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
          <section className="profile-messages__reply" aria-labelledby={replyId}>
            <h4 id={replyId} className="profile-messages__subtitle">
              <FormattedMessage id="messages.reply.title" />
            </h4>
            <MessageForm form={form} threadId={thread.id} titleId={replyId} />
          </section>
        </>
      )}
    </div>
  );
});
