import type { WageringProduct } from '@lv-casino/core/bonuses/bonus.ts';
import type { AppRoute } from '@lv-casino/core/routing/navigation-intent.ts';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppNavigator, pathOf } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import BonusLookupDialog from './bonus-lookup.tsx';
import { PRODUCT_LABELS } from './bonus-parts.tsx';

/** The lobby of each wagering product: where its games are. */
const LOBBIES: Readonly<Record<WageringProduct, AppRoute>> = {
  CASINO: { name: 'casino' },
  LIVE_CASINO: { name: 'page', path: '/live-casino' },
};

/**
 * bonus-history-games-categories (account-and-session.md §2 Guard: logged-in only): the game
 * categories whose bets count towards a bonus's wagering (its products, CASINO and LIVE_CASINO), each a
 * link to its lobby, `?modal=bonus-history-games-categories&bonusAssetId={id}`.
 */
function BonusHistoryGamesCategoriesModal({ onClose }: ModalProps) {
  const titleId = useId();
  const navigator = useInjection(AppNavigator);
  const { language } = useInjection(IntlStore);
  return (
    <BonusLookupDialog titleId={titleId} onClose={onClose}>
      {(asset) => (
        <>
          <h2 id={titleId} className="dialog-body__title">
            <FormattedMessage id="bonuses.categories.title" values={{ name: asset.bonusName }} />
          </h2>
          <p className="dialog-body__text">
            <FormattedMessage id="bonuses.categories.intro" />
          </p>
          <ul className="bonus-categories">
            {asset.wageringProducts.map((product) => (
              <li key={product}>
                <a
                  className="button button--secondary button--block"
                  href={pathOf(LOBBIES[product], language)}
                  onClick={(event) => {
                    event.preventDefault();
                    navigator.perform({ kind: 'navigate', to: LOBBIES[product] });
                  }}
                >
                  <FormattedMessage id={PRODUCT_LABELS[product]} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </BonusLookupDialog>
  );
}

export default BonusHistoryGamesCategoriesModal;
