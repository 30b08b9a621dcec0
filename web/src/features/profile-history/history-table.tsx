import type { HistoryKind, HistoryRowOf } from '@lv-casino/core/history/history.ts';
import type { HistoryPageOf } from '@lv-casino/core/history/load-history-page.use-case.ts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { COLUMNS, ROW_KEYS, type Column } from './history-columns.tsx';

const cellClass = (column: Column<never>): string =>
  column.numeric === true ? 'data-table__cell--numeric' : 'data-table__cell';

/*
 * The roles are written out because a narrow tab shows the rows as cards (CSS display: block/grid),
 * and some browsers (Safari) then drop the table's semantics; with them, a screen reader still reads
 * a table. The linter takes them for redundant, or a row for a widget's row.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

/**
 * A page of a history as a table: its caption, a header row and a row per entry, in the order of the
 * page (newest first). On a card each cell also shows its column's name (hidden from screen readers,
 * which have the header row).
 */
export function HistoryTable<K extends HistoryKind>({
  page,
  caption,
}: {
  readonly page: HistoryPageOf<K>;
  readonly caption: ReactNode;
}) {
  const columns: readonly Column<HistoryRowOf[K]>[] = COLUMNS[page.history];
  const keyOf: (row: HistoryRowOf[K]) => string = ROW_KEYS[page.history];
  return (
    <table className="data-table" role="table">
      <caption className="data-table__caption">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.header} scope="col" role="columnheader" className={cellClass(column)}>
              <FormattedMessage id={column.header} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {page.rows.map((row) => (
          <tr key={keyOf(row)} className="data-table__row" role="row">
            {columns.map((column) => (
              <td key={column.header} role="cell" className={cellClass(column)}>
                <span className="data-table__label" aria-hidden="true">
                  <FormattedMessage id={column.header} />
                </span>
                <span className="data-table__value">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
