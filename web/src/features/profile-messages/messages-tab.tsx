import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { ArchiveConfirm } from './archive-confirm.tsx';
import { MessageForm } from './message-form.tsx';
import { ProfileMessagesStore } from './profile-messages.store.ts';
import { ThreadPager, ThreadTable } from './thread-table.tsx';
import { ThreadView } from './thread-view.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTableEmpty } from '../../ui/data-table.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LiveLoading } from '../../ui/loading.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import './profile-messages.css';

/** What the tab has just done (archived, sent), read out. */
const Notice = observer(function Notice({ store }: { readonly store: ProfileMessagesStore }) {
  const { notice } = store;
  return (
    <LiveNotice role="status">
      {notice?.kind === 'archived' && (
        <FormattedMessage id="messages.archive.done" values={{ subject: notice.subject }} />
      )}
      {notice?.kind === 'sent' && <FormattedMessage id="messages.form.sent" />}
    </LiveNotice>
  );
});

/** The table of threads with its pager, the empty state, or why the page could not be loaded. */
const ThreadList = observer(function ThreadList({
  store,
  rowButtons,
}: {
  readonly store: ProfileMessagesStore;
  readonly rowButtons: Map<string, HTMLButtonElement>;
}) {
  const { page, listFailure } = store;
  return (
    <>
      <LiveLoading active={store.listLoading}>
        <FormattedMessage id="messages.loading" />
      </LiveLoading>
      {listFailure !== null && (
        <LoadFailed
          retry={<FormattedMessage id="messages.retry" />}
          onRetry={() => {
            store.retryList();
          }}
        >
          <FormattedMessage id="messages.failed" /> <CatalogueMessage id={listFailure} />
        </LoadFailed>
      )}
      {page !== null && page.rows.length === 0 && (
        <DataTableEmpty>
          <FormattedMessage id="messages.empty" />
        </DataTableEmpty>
      )}
      {page !== null && page.rows.length > 0 && (
        <>
          <ArchiveConfirm
            store={store}
            onDone={(archived, thread) => {
              // Back to the row: its Archive button, or its subject once archived (the button is gone).
              const key = `${archived ? 'open' : 'archive'}-${String(thread.id)}`;
              rowButtons.get(key)?.focus();
            }}
          />
          <ThreadTable store={store} rows={page.rows} rowButtons={rowButtons} />
          <ThreadPager store={store} />
        </>
      )}
    </>
  );
});

/**
 * The messages tab of the profile (account-and-session.md §2 Profile, §7 Inbox): the player's
 * conversations with support as a table (10 a page), one conversation with its messages and a reply
 * form, or a new message. The focus moves with the view: to the thread's heading when it opens, back
 * to its row when the player returns, to the text of a new message. The profile's panel names the tab
 * (h2); the tab's headings start at h3.
 */
function MessagesTab() {
  const store = useScreenStore(ProfileMessagesStore);
  const newTitleId = useId();
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [rowButtons] = useState(() => new Map<string, HTMLButtonElement>());
  /** Set when a new message is cancelled: the New message button takes the focus back. */
  const fromNew = useRef(false);
  const { view } = store;

  // Back on the table: the row of the thread the player came from takes the focus, once it shows.
  const returnedFrom = store.returnedFrom;
  const rowsShown = store.page?.rows.length ?? 0;
  useEffect(() => {
    if (view.kind !== 'list' || returnedFrom === null || rowsShown === 0) return;
    (rowButtons.get(`open-${String(returnedFrom)}`) ?? newButtonRef.current)?.focus();
    store.clearReturnedFrom();
  }, [view.kind, returnedFrom, rowsShown, rowButtons, store]);

  // A new message: its text takes the focus; cancelled, the New message button.
  useEffect(() => {
    if (view.kind === 'new') textRef.current?.querySelector('textarea')?.focus();
    if (view.kind === 'list' && fromNew.current) {
      fromNew.current = false;
      newButtonRef.current?.focus();
    }
  }, [view.kind]);

  return (
    <div className="profile-messages">
      <Notice store={store} />
      {view.kind === 'list' && (
        <>
          <div className="profile-messages__toolbar">
            <Button
              ref={newButtonRef}
              onClick={() => {
                store.startNewMessage();
              }}
            >
              <FormattedMessage id="messages.new" />
            </Button>
          </div>
          <ThreadList store={store} rowButtons={rowButtons} />
        </>
      )}
      {view.kind === 'thread' && (
        <ThreadView
          store={store}
          onBack={() => {
            store.backToList();
          }}
        />
      )}
      {view.kind === 'new' && (
        <section className="profile-messages__new" aria-labelledby={newTitleId} ref={textRef}>
          <h3 id={newTitleId} className="profile-messages__title">
            <FormattedMessage id="messages.newMessage.title" />
          </h3>
          <p className="field__hint">
            <FormattedMessage id="messages.newMessage.hint" />
          </p>
          <MessageForm
            form={store.form}
            threadId={null}
            titleId={newTitleId}
            actions={
              <Button
                tone="secondary"
                onClick={() => {
                  fromNew.current = true;
                  store.backToList();
                }}
              >
                <FormattedMessage id="messages.newMessage.cancel" />
              </Button>
            }
          />
        </section>
      )}
    </div>
  );
}

export default observer(MessagesTab);
