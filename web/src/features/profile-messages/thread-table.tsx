import type { InboxThreadRow } from '@lv-casino/core/inbox/load-inbox-page.use-case.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { Pager } from '../../ui/pager.tsx';
import type { ProfileMessagesStore } from './profile-messages.store.ts';
import { localDateTime } from '../../ui/local-time.ts';

/** The state of a row: its unread messages first, else archived or read. */
function RowStatus({ row }: { readonly row: InboxThreadRow }) {
  if (row.unreadCount > 0) {
    return (
      <span className="profile-messages__unread">
        <span className="profile-messages__dot" aria-hidden="true" />
        <FormattedMessage id="messages.status.unread" values={{ count: row.unreadCount }} />
      </span>
    );
  }
  return (
    <FormattedMessage
      id={row.thread.status === 'ARCHIVED' ? 'messages.status.archived' : 'messages.status.read'}
    />
  );
}

/**
 * The threads of the page as a table: subject (a button that opens the thread; bold with a dot while
 * messages are unread), the last message's time on the player's clock (DD/MM/YYYY, HH:mm:ss, as every date of the site), the state
 * in words (read out with the row: "2 unread messages", "Archived") and, for a thread not archived, an
 * Archive button. On a card each cell also shows its column's name.
 */
export const ThreadTable = observer(function ThreadTable({
  store,
  rows,
  rowButtons,
}: {
  readonly store: ProfileMessagesStore;
  readonly rows: readonly InboxThreadRow[];
  /** The subject and Archive buttons by thread id, so the focus can come back to them. */
  readonly rowButtons: Map<string, HTMLButtonElement>;
}) {
  const intl = useIntl();
  const remember = (key: string) => (element: HTMLButtonElement | null) => {
    if (element === null) rowButtons.delete(key);
    else rowButtons.set(key, element);
  };
  const columns: readonly DataColumn<InboxThreadRow>[] = [
    {
      key: 'subject',
      header: <FormattedMessage id="messages.column.subject" />,
      cell: ({ thread }) => (
        <button
          ref={remember(`open-${String(thread.id)}`)}
          type="button"
          className="profile-messages__subject"
          onClick={() => {
            store.open(thread.id);
          }}
        >
          {thread.subject}
        </button>
      ),
    },
    {
      key: 'lastMessage',
      header: <FormattedMessage id="messages.column.lastMessage" />,
      cell: ({ thread }) => (
        <time dateTime={new Date(thread.lastMessageAt).toISOString()}>
          {localDateTime(thread.lastMessageAt)}
        </time>
      ),
    },
    {
      key: 'status',
      header: <FormattedMessage id="messages.column.status" />,
      cell: (row) => <RowStatus row={row} />,
    },
    {
      key: 'actions',
      header: <FormattedMessage id="messages.column.actions" />,
      cell: ({ thread }) =>
        thread.status === 'ACTIVE' && (
          <Button
            ref={remember(`archive-${String(thread.id)}`)}
            tone="secondary"
            className="profile-messages__archive"
            aria-label={intl.formatMessage({ id: 'messages.archive.label' }, { subject: thread.subject })}
            onClick={() => {
              store.askArchive(thread);
            }}
          >
            <FormattedMessage id="messages.archive" />
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      className="profile-messages__table"
      caption={<FormattedMessage id="messages.caption" />}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.thread.id}
      rowAttributes={(row) => ({
        className: 'profile-messages__row',
        'data-unread': row.unreadCount > 0 ? 'true' : undefined,
        'data-archived': row.thread.status === 'ARCHIVED' ? 'true' : undefined,
      })}
      busy={store.listLoading}
    />
  );
});

/** Previous and next around "Page x of y" and the count of threads, read out when it changes. */
export const ThreadPager = observer(function ThreadPager({
  store,
}: {
  readonly store: ProfileMessagesStore;
}) {
  const intl = useIntl();
  const { page } = store;
  if (page === null || page.pageCount < 2) return null;
  return (
    <Pager
      label={intl.formatMessage({ id: 'messages.pager.label' })}
      previous={<FormattedMessage id="messages.pager.previous" />}
      next={<FormattedMessage id="messages.pager.next" />}
      position={
        <>
          <FormattedMessage
            id="messages.pager.position"
            values={{ page: page.pageIndex + 1, pages: page.pageCount }}
          />
          {' · '}
          <FormattedMessage id="messages.pager.count" values={{ count: page.totalCount }} />
        </>
      }
      paging={store}
      busy={store.listLoading}
    />
  );
});
