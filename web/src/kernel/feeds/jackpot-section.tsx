import type { CardSuit, JackpotCard } from '@lv-casino/core/feeds/jackpot-display.rule.ts';
import { formatJackpotAmount } from '@lv-casino/core/feeds/jackpot-feed.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import { jackpotAnchor } from './jackpot-anchor.ts';
import { JackpotLevelIcon } from './jackpot-level-icon.tsx';
import type { JackpotStore } from './jackpot.store.ts';

/** The translated names of EGT's suit levels; any other level shows the name the feed gives. */
const SUIT_NAMES: Readonly<Record<CardSuit, MessageId>> = {
  clubs: 'lobbyFeeds.level.clubs',
  diamonds: 'lobbyFeeds.level.diamonds',
  hearts: 'lobbyFeeds.level.hearts',
  spades: 'lobbyFeeds.level.spades',
};

/** One sub-feed: its name, animated total, levels with their icons, and how many games have one. */
function JackpotCardView({ card }: { readonly card: JackpotCard }) {
  const intl = useIntl();
  const anchor = jackpotAnchor(card.key);
  return (
    <article id={anchor} className="jackpot" aria-labelledby={`${anchor}-name`}>
      <h3 id={`${anchor}-name`} className="jackpot__name">
        {card.name}
      </h3>
      <p className="jackpot__label">
        <FormattedMessage id="lobbyFeeds.jackpots.total" />
      </p>
      <p className="jackpot__total">{formatJackpotAmount(card.total, card.currency)}</p>
      {card.levels.length > 0 && (
        <ul
          className="jackpot__levels"
          aria-label={intl.formatMessage({ id: 'lobbyFeeds.jackpots.levels' }, { name: card.name })}
        >
          {card.levels.map((level) => (
            <li key={level.level} className="jackpot__level">
              <JackpotLevelIcon icon={level.icon} />
              <span className="jackpot__level-name">
                {level.icon.suit === null
                  ? level.level
                  : intl.formatMessage({ id: SUIT_NAMES[level.icon.suit] })}
              </span>
              <span className="jackpot__level-amount">
                {formatJackpotAmount(level.amount, card.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {card.games > 0 && (
        <p className="jackpot__games">
          <FormattedMessage id="lobbyFeeds.jackpots.games" values={{ count: card.games }} />
        </p>
      )}
    </article>
  );
}

const JackpotCardItem = observer(JackpotCardView);

/**
 * The lobby's jackpot section (games-and-content.md §2): a card per sub-feed, its amounts moving
 * toward the feed's targets every second. Not there while there is no feed (a failed feed is quiet).
 */
function JackpotSection({ store }: { readonly store: JackpotStore }) {
  const titleId = useId();
  const { cards } = store;
  if (cards.length === 0) return null;
  return (
    <section className="jackpots" aria-labelledby={titleId}>
      <h2 id={titleId} className="lobby-feeds__title">
        <FormattedMessage id="lobbyFeeds.jackpots.title" />
      </h2>
      <ul className="jackpots__list">
        {cards.map((card) => (
          <li key={card.key}>
            <JackpotCardItem card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default observer(JackpotSection);
