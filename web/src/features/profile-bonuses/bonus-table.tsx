import type { BonusAsset } from '@lv-casino/core/bonuses/bonus.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import BonusActions from './bonus-actions.tsx';
import { BonusExpiry, BonusStatusBadge, WageringProducts, WageringProgressBar } from './bonus-parts.tsx';
import type { ProfileBonusesStore } from './profile-bonuses.store.ts';

/** The query of the details modal of a bonus, relative to the page. */
const detailsHref = (asset: BonusAsset): string =>
  `?${new URLSearchParams({ modal: 'bonus-history-details', bonusAssetId: String(asset.bonusAssetId) }).toString()}`;

interface Column {
  readonly header: MessageId;
  readonly numeric?: boolean;
  readonly cell: (asset: BonusAsset, store: ProfileBonusesStore) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  {
    header: 'bonuses.column.bonus',
    cell: (asset) => (
      <>
        <a className="bonus-table__name" href={detailsHref(asset)}>
          {asset.bonusName}
        </a>
        <span className="data-table__detail">
          <FormattedMessage id="bonuses.products" /> <WageringProducts products={asset.wageringProducts} />
        </span>
      </>
    ),
  },
  {
    header: 'bonuses.column.amount',
    numeric: true,
    cell: (asset) => formatMinorUnits(asset.bonusAmount, asset.currency),
  },
  { header: 'bonuses.column.status', cell: (asset) => <BonusStatusBadge status={asset.status} /> },
  { header: 'bonuses.column.expires', cell: (asset) => <BonusExpiry expiresAt={asset.expiresAt} /> },
  { header: 'bonuses.column.wagering', cell: (asset) => <WageringProgressBar asset={asset} /> },
  { header: 'bonuses.column.actions', cell: (asset, store) => <BonusActions store={store} asset={asset} /> },
];

const cellClass = (column: Column): string => (column.numeric === true ? 'data-table__cell--numeric' : '');

/*
 * The roles are written out because a narrow tab shows the rows as cards (CSS display: block/grid),
 * and some browsers (Safari) then drop the table's semantics; with them, a screen reader still reads
 * a table. The linter takes them for redundant, or a row for a widget's row.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

/**
 * A page of the player's bonuses as a table with a caption and a header row; on a narrow tab each row
 * is a card whose cells name their column (hidden from screen readers, which have the header row).
 */
function BonusTable({
  store,
  caption,
}: {
  readonly store: ProfileBonusesStore;
  readonly caption: ReactNode;
}) {
  const assets = store.page?.assets ?? [];
  return (
    <table className="data-table" role="table">
      <caption className="data-table__caption">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column.header} scope="col" role="columnheader" className={cellClass(column)}>
              <FormattedMessage id={column.header} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {assets.map((asset) => (
          <tr key={asset.bonusAssetId} className="data-table__row" role="row">
            {COLUMNS.map((column) => (
              <td key={column.header} role="cell" className={cellClass(column)}>
                <span className="data-table__label" aria-hidden="true">
                  <FormattedMessage id={column.header} />
                </span>
                <span className="data-table__value">{column.cell(asset, store)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default observer(BonusTable);
