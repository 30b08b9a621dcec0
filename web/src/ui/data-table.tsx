import type { ReactNode } from 'react';
import './data-table.css';

/** A column of a data table: its header, its cells, and whether they are numbers (aligned at the end). */
export interface DataColumn<Row> {
  readonly key: string;
  readonly header: ReactNode;
  readonly numeric?: boolean | undefined;
  readonly cell: (row: Row) => ReactNode;
}

/** A row's own attributes: a class and data attributes its styles read (unread, archived). */
export type RowAttributes = { readonly className?: string } & Readonly<
  Record<`data-${string}`, string | undefined>
>;

export interface DataTableProps<Row> {
  readonly caption: ReactNode;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  readonly rowAttributes?: (row: Row) => RowAttributes | undefined;
  /** The table's own class, besides `data-table`. */
  readonly className?: string | undefined;
  /** A page is loading: the table shown stays, dimmed and aria-busy. */
  readonly busy?: boolean | undefined;
}

const cellClass = (column: DataColumn<never>): string | undefined =>
  column.numeric === true ? 'data-table__cell--numeric' : undefined;

/*
 * The roles are written out because a narrow container shows the rows as cards (CSS display:
 * block/grid), and some browsers (Safari) then drop the table's semantics; with them, a screen reader
 * still reads a table. The linter takes them for redundant, or a row for a widget's row.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

/**
 * A page of rows as a table: its caption, a header row and a row per entry. Inside a container named
 * `data-table` narrower than 600 px (a phone, down to 320 px) each row is a card whose cells show
 * their column's name (hidden from screen readers, which have the header row); a wider table scrolls
 * within its panel instead of widening it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowAttributes,
  className,
  busy = false,
}: DataTableProps<Row>) {
  return (
    <div className="data-table-results" aria-busy={busy}>
      <table className={className === undefined ? 'data-table' : `data-table ${className}`} role="table">
        <caption className="data-table__caption">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => {
            const { className: rowClass, ...data } = rowAttributes?.(row) ?? {};
            return (
              <tr
                key={rowKey(row)}
                {...data}
                className={rowClass === undefined ? 'data-table__row' : `data-table__row ${rowClass}`}
                role="row"
              >
                {columns.map((column) => (
                  <td key={column.key} role="cell" className={cellClass(column)}>
                    <span className="data-table__label" aria-hidden="true">
                      {column.header}
                    </span>
                    <span className="data-table__value">{column.cell(row)}</span>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What a data table shows when there is nothing to list. */
export function DataTableEmpty({ children }: { readonly children: ReactNode }) {
  return <p className="data-table-empty">{children}</p>;
}
