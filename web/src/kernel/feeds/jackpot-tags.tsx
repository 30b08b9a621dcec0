import { formatJackpotAmount } from '@lv-casino/core/feeds/jackpot-feed.rule.ts';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { jackpotAnchor } from './jackpot-anchor.ts';
import type { JackpotStore } from './jackpot.store.ts';
import '../../ui/pill-list.css';

/**
 * A compact row of the current jackpots above the lobby's feeds: one tag per sub-feed with its name
 * and animated total, a link to its card in the jackpot section. Nothing while there is no feed.
 */
function JackpotTags({ store }: { readonly store: JackpotStore }) {
  const intl = useIntl();
  const { cards } = store;
  if (cards.length === 0) return null;
  return (
    <nav className="jackpot-tags" aria-label={intl.formatMessage({ id: 'lobbyFeeds.jackpots.tags' })}>
      <ul className="jackpot-tags__list pill-list">
        {cards.map((card) => (
          <li key={card.key}>
            <a className="jackpot-tag" href={`#${jackpotAnchor(card.key)}`}>
              <span className="jackpot-tag__name">{card.name}</span>
              <span className="jackpot-tag__amount">{formatJackpotAmount(card.total, card.currency)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default observer(JackpotTags);
