import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, DataTableEmpty, type DataColumn, type DataTableProps } from './data-table.tsx';

interface Payment {
  readonly id: number;
  readonly kind: string;
  readonly amount: string;
}

const COLUMNS: readonly DataColumn<Payment>[] = [
  { key: 'kind', header: 'Type', cell: (payment) => payment.kind },
  { key: 'amount', header: 'Amount', numeric: true, cell: (payment) => payment.amount },
];

const PAYMENTS: readonly Payment[] = [
  { id: 1, kind: 'Deposit', amount: '20.00 EUR' },
  { id: 2, kind: 'Withdrawal', amount: '5.00 EUR' },
];

/** The payments in a table captioned "Payments", with `props` besides. */
const renderPayments = (props: Partial<DataTableProps<Payment>> = {}) =>
  render(
    <DataTable
      caption="Payments"
      columns={COLUMNS}
      rows={PAYMENTS}
      rowKey={(payment) => payment.id}
      {...props}
    />,
  );

describe('DataTable', () => {
  it('is a table named by its caption, with a header row and a row per entry', () => {
    renderPayments({ rowAttributes: (payment) => ({ 'data-kind': payment.kind }) });

    const table = screen.getByRole('table', { name: 'Payments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const rows = within(table).getAllByRole('row').slice(1);
    expect({ headers, rows: rows.map((row) => row.getAttribute('data-kind')) }).toEqual({
      headers: ['Type', 'Amount'],
      rows: ['Deposit', 'Withdrawal'],
    });
  });

  it('gives each cell its column name for the cards, hidden from screen readers', () => {
    renderPayments();

    const cell = screen.getAllByRole('cell')[1];
    const label = cell?.querySelector('.data-table__label');
    expect([label?.textContent, label?.getAttribute('aria-hidden'), cell?.className]).toEqual([
      'Amount',
      'true',
      'data-table__cell--numeric',
    ]);
  });

  it('dims a page that is loading', () => {
    renderPayments({ busy: true });

    expect(screen.getByRole('table').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
  });

  it('says when there is nothing to list', () => {
    render(<DataTableEmpty>No payments in these days.</DataTableEmpty>);

    expect(screen.getByText('No payments in these days.').className).toBe('data-table-empty');
  });
});
