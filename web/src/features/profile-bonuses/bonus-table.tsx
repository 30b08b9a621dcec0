import type { BonusAsset } from '@lv-casino/core/bonuses/bonus.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import BonusActions from './bonus-actions.tsx';
import { BonusExpiry, BonusStatusBadge, WageringProducts, WageringProgressBar } from './bonus-parts.tsx';
import type { ProfileBonusesStore } from './profile-bonuses.store.ts';

/** The query of the details modal of a bonus, relative to the page. */
const detailsHref = (asset: BonusAsset): string =>
  `?${new URLSearchParams({ modal: 'bonus-history-details', bonusAssetId: String(asset.bonusAssetId) }).toString()}`;

/** The columns of the table; the actions' cell needs the store. */
const columnsOf = (store: ProfileBonusesStore): readonly DataColumn<BonusAsset>[] => [
  {
    key: 'bonus',
    header: <FormattedMessage id="bonuses.column.bonus" />,
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
    key: 'amount',
    header: <FormattedMessage id="bonuses.column.amount" />,
    numeric: true,
    cell: (asset) => formatMinorUnits(asset.bonusAmount, asset.currency),
  },
  {
    key: 'status',
    header: <FormattedMessage id="bonuses.column.status" />,
    cell: (asset) => <BonusStatusBadge status={asset.status} />,
  },
  {
    key: 'expires',
    header: <FormattedMessage id="bonuses.column.expires" />,
    cell: (asset) => <BonusExpiry expiresAt={asset.expiresAt} />,
  },
  {
    key: 'wagering',
    header: <FormattedMessage id="bonuses.column.wagering" />,
    cell: (asset) => <WageringProgressBar asset={asset} />,
  },
  {
    key: 'actions',
    header: <FormattedMessage id="bonuses.column.actions" />,
    cell: (asset) => <BonusActions store={store} asset={asset} />,
  },
];

/**
 * A page of the player's bonuses as a table with a caption and a header row (ui/data-table.tsx); on a
 * narrow tab each row is a card whose cells name their column.
 */
function BonusTable({
  store,
  caption,
}: {
  readonly store: ProfileBonusesStore;
  readonly caption: ReactNode;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columnsOf(store)}
      rows={store.page?.assets ?? []}
      rowKey={(asset) => asset.bonusAssetId}
      busy={store.loading}
    />
  );
}

export default observer(BonusTable);
