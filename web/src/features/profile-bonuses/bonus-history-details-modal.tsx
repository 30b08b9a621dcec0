import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ModalProps } from '../../kernel/modal-props.ts';
import BonusLookupDialog, { BONUS_ASSET_PARAM } from './bonus-lookup.tsx';
import { BonusExpiry, BonusStatusBadge, WageringProducts, WageringProgressBar } from './bonus-parts.tsx';

/**
 * bonus-history-details (account-and-session.md §2 Guard: logged-in only): one bonus of the player,
 * `?modal=bonus-history-details&bonusAssetId={id}`, with its state, amount, expiry, wagering progress
 * and the products it counts in (a link to the games categories modal).
 */
function BonusHistoryDetailsModal({ onClose }: ModalProps) {
  const titleId = useId();
  return (
    <BonusLookupDialog titleId={titleId} onClose={onClose}>
      {(asset) => (
        <>
          <h2 id={titleId} className="dialog-body__title">
            {asset.bonusName}
          </h2>
          <dl className="bonus-details">
            <dt>
              <FormattedMessage id="bonuses.column.status" />
            </dt>
            <dd>
              <BonusStatusBadge status={asset.status} />
            </dd>
            <dt>
              <FormattedMessage id="bonuses.column.amount" />
            </dt>
            <dd>{formatMinorUnits(asset.bonusAmount, asset.currency)}</dd>
            <dt>
              <FormattedMessage id="bonuses.column.expires" />
            </dt>
            <dd>
              <BonusExpiry expiresAt={asset.expiresAt} />
            </dd>
            <dt>
              <FormattedMessage id="bonuses.column.wagering" />
            </dt>
            <dd>
              <WageringProgressBar asset={asset} />
            </dd>
            <dt>
              <FormattedMessage id="bonuses.products" />
            </dt>
            <dd>
              <WageringProducts products={asset.wageringProducts} />{' '}
              <a
                href={`?${new URLSearchParams({
                  modal: 'bonus-history-games-categories',
                  [BONUS_ASSET_PARAM]: String(asset.bonusAssetId),
                }).toString()}`}
              >
                <FormattedMessage id="bonuses.details.categoriesLink" />
              </a>
            </dd>
          </dl>
        </>
      )}
    </BonusLookupDialog>
  );
}

export default BonusHistoryDetailsModal;
