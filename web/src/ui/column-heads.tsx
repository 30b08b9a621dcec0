import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-id.ts';

/** A table's header row: a column header (`<th scope="col">`) a text, in the columns' order. */
export function ColumnHeads({ columns }: { readonly columns: readonly MessageId[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            <FormattedMessage id={column} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
