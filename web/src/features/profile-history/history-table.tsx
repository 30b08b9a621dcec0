import type { HistoryKind, HistoryRowOf } from '@lv-casino/core/history/history.ts';
import type { HistoryPageOf } from '@lv-casino/core/history/load-history-page.use-case.ts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DataTable } from '../../ui/data-table.tsx';
import { COLUMNS, ROW_KEYS, type Column } from './history-columns.tsx';

/**
 * A page of a history as a table (ui/data-table.tsx): its caption, a header row and a row per entry,
 * in the order of the page (newest first).
 */
export function HistoryTable<K extends HistoryKind>({
  page,
  caption,
  busy,
}: {
  readonly page: HistoryPageOf<K>;
  readonly caption: ReactNode;
  readonly busy: boolean;
}) {
  const columns: readonly Column<HistoryRowOf[K]>[] = COLUMNS[page.history];
  return (
    <DataTable
      caption={caption}
      columns={columns.map((column) => ({
        ...column,
        key: column.header,
        header: <FormattedMessage id={column.header} />,
      }))}
      rows={page.rows}
      rowKey={ROW_KEYS[page.history]}
      busy={busy}
    />
  );
}
