import type { InboxThreadRow } from '@lv-casino/core/inbox/load-inbox-page.use-case.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { isoTime, localMessageTime } from './local-time.ts';
import type { ProfileMessagesStore } from './profile-messages.store.ts';

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

/*
 * The roles are written out because a narrow tab shows the rows as cards (CSS display: block), and
 * some browsers (Safari) then drop the table's semantics.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

/**
 * The threads of the page as a table: subject (a button that opens the thread; bold with a dot while
 * messages are unread), the last message's time on the player's clock (DD/MM/YYYY HH:mm), the state
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
  const columns = [
    'messages.column.subject',
    'messages.column.lastMessage',
    'messages.column.status',
    'messages.column.actions',
  ] as const;
  const label = (column: (typeof columns)[number]) => (
    <span className="data-table__label" aria-hidden="true">
      <FormattedMessage id={column} />
    </span>
  );
  const remember = (key: string) => (element: HTMLButtonElement | null) => {
    if (element === null) rowButtons.delete(key);
    else rowButtons.set(key, element);
  };
  return (
    <table className="data-table profile-messages__table" role="table">
      <caption className="data-table__caption">
        <FormattedMessage id="messages.caption" />
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              <FormattedMessage id={column} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => {
          const { thread } = row;
          const unread = row.unreadCount > 0;
          return (
            <tr
              key={thread.id}
              role="row"
              className="data-table__row profile-messages__row"
              data-unread={unread ? 'true' : undefined}
              data-archived={thread.status === 'ARCHIVED' ? 'true' : undefined}
            >
              <td role="cell">
                {label('messages.column.subject')}
                <span className="data-table__value">
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
                </span>
              </td>
              <td role="cell">
                {label('messages.column.lastMessage')}
                <span className="data-table__value">
                  <time dateTime={isoTime(thread.lastMessageAt)}>
                    {localMessageTime(thread.lastMessageAt)}
                  </time>
                </span>
              </td>
              <td role="cell">
                {label('messages.column.status')}
                <span className="data-table__value">
                  <RowStatus row={row} />
                </span>
              </td>
              <td role="cell">
                {label('messages.column.actions')}
                <span className="data-table__value">
                  {thread.status === 'ACTIVE' && (
                    <button
                      ref={remember(`archive-${String(thread.id)}`)}
                      type="button"
                      className="button button--secondary profile-messages__archive"
                      aria-label={intl.formatMessage(
                        { id: 'messages.archive.label' },
                        { subject: thread.subject },
                      )}
                      onClick={() => {
                        store.askArchive(thread);
                      }}
                    >
                      <FormattedMessage id="messages.archive" />
                    </button>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});

/** Previous and next around "Page x of y" and the count of threads, read out when it changes. */
export const ThreadPager = observer(function ThreadPager({
  store,
}: {
  readonly store: ProfileMessagesStore;
}) {
  const intl = useIntl();
  const { page, listLoading } = store;
  if (page === null || page.pageCount < 2) return null;
  return (
    <nav className="data-pager" aria-label={intl.formatMessage({ id: 'messages.pager.label' })}>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!store.hasPrevious || listLoading}
        onClick={() => {
          store.previousPage();
        }}
      >
        <FormattedMessage id="messages.pager.previous" />
      </button>
      <p className="data-pager__position" aria-live="polite">
        <FormattedMessage
          id="messages.pager.position"
          values={{ page: page.pageIndex + 1, pages: page.pageCount }}
        />
        {' · '}
        <FormattedMessage id="messages.pager.count" values={{ count: page.totalCount }} />
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!store.hasNext || listLoading}
        onClick={() => {
          store.nextPage();
        }}
      >
        <FormattedMessage id="messages.pager.next" />
      </button>
    </nav>
  );
});
