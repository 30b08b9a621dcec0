import type { BonusAsset, BonusStatus, WageringProduct } from '@lv-casino/core/bonuses/bonus.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { wageringProgress } from '@lv-casino/core/bonuses/wagering-progress.rule.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import { localDateTime } from '../../ui/local-time.ts';

export const STATUS_LABELS: Readonly<Record<BonusStatus, MessageId>> = {
  AVAILABLE: 'bonuses.status.available',
  ACTIVE: 'bonuses.status.active',
  CLEARED: 'bonuses.status.cleared',
  RELEASED: 'bonuses.status.released',
  EXPIRED: 'bonuses.status.expired',
  CANCELLED: 'bonuses.status.cancelled',
};

export const PRODUCT_LABELS: Readonly<Record<WageringProduct, MessageId>> = {
  CASINO: 'bonuses.product.casino',
  LIVE_CASINO: 'bonuses.product.liveCasino',
};

/** A bonus's state as a badge (its colour follows the state; the text says it). */
export function BonusStatusBadge({ status }: { readonly status: BonusStatus }) {
  return (
    <span className={`bonus-status bonus-status--${status.toLowerCase()}`}>
      <FormattedMessage id={STATUS_LABELS[status]} />
    </span>
  );
}

/** The products whose bets count towards the wagering, e.g. "Casino, Live casino". */
export function WageringProducts({ products }: { readonly products: readonly WageringProduct[] }) {
  const intl = useIntl();
  return (
    <>{intl.formatList(products.map((product) => intl.formatMessage({ id: PRODUCT_LABELS[product] })))}</>
  );
}

/** When the bonus expires (DD/MM/YYYY, HH:mm:ss), or that it does not. */
export function BonusExpiry({ expiresAt }: { readonly expiresAt: number | null }) {
  return expiresAt === null ? (
    <FormattedMessage id="bonuses.expiry.none" />
  ) : (
    <time dateTime={new Date(expiresAt).toISOString()}>{localDateTime(expiresAt)}</time>
  );
}

/**
 * The wagering progress: a bar (a labelled progressbar with its per cent) and the amounts, e.g. "184.00
 * of 525.00 EUR wagered".
 */
export function WageringProgressBar({ asset }: { readonly asset: BonusAsset }) {
  const intl = useIntl();
  const progress = wageringProgress(asset);
  const wagered = formatMinorUnits(progress.wagered, asset.currency);
  const required = formatMinorUnits(progress.required, asset.currency);
  return (
    <span className="bonus-wagering">
      <span
        className="bonus-wagering__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label={intl.formatMessage({ id: 'bonuses.wagering.label' }, { name: asset.bonusName })}
      >
        <span className="bonus-wagering__fill" style={{ width: `${String(progress.percent)}%` }} />
      </span>
      <span className="bonus-wagering__text">
        <FormattedMessage
          id="bonuses.wagering.amounts"
          values={{ wagered, required, percent: progress.percent }}
        />
      </span>
    </span>
  );
}
