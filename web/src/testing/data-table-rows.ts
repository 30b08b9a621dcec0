import { within } from '@testing-library/react';

/**
 * The texts of a data table's body rows (ui/data-table.tsx), cell by cell: each cell's value, without
 * the column name a cell shows on a card.
 */
export const dataTableRows = (table: HTMLElement): string[][] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.data-table__value')?.textContent ?? ''),
    );
