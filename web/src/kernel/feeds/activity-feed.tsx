import { gameImagePath } from '@lv-casino/core/catalogue/game-image.rule.ts';
import type { ActivityFeedEntry } from '@lv-casino/core/feeds/activity-feed.rule.ts';
import { feedPlainText, type FeedSegment } from '@lv-casino/core/feeds/feed-template.rule.ts';
import type { GameProduct } from '@lv-casino/core/feeds/feeds.ts';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScreenStore } from '../container-context.ts';
import { ActivityFeedStore } from './activity-feed.store.ts';

/** Rendered size of a win's square game image, CSS pixels. */
const WIN_IMAGE_SIZE = 56;

/**
 * A filled feed message. Every segment is a React text node, never markup: a template or a value
 * that holds `<img onerror=…>` shows those characters. Placeholder values are emphasised.
 */
function FeedMessage({ segments }: { readonly segments: readonly FeedSegment[] }) {
  return (
    <p className="win__message">
      {segments.map((segment, index) =>
        segment.kind === 'value' ? (
          <strong key={index} className={`win__value win__value--${segment.placeholder}`}>
            {segment.text}
          </strong>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}

interface WinProps {
  readonly store: ActivityFeedStore;
  readonly entry: ActivityFeedEntry;
  /** Id of the note that explains why the wins cannot be opened, when they cannot. */
  readonly restrictionId: string | null;
}

/** One win: the game's image as the button that opens it, and the message beside it. */
const Win = observer(function Win({ store, entry, restrictionId }: WinProps) {
  const intl = useIntl();
  const [imageFailed, setImageFailed] = useState(false);
  const { item } = entry;
  const message = feedPlainText(entry.segments);
  const image = imageFailed
    ? null
    : gameImagePath({ uniqueGameId: item.uniqueGameId, friendlyUrl: '' }, 'square', 'webp');
  return (
    <li className="win">
      <button
        type="button"
        className="win__play"
        aria-label={intl.formatMessage(
          { id: store.loggedIn ? 'lobbyFeeds.wins.play' : 'lobbyFeeds.wins.login' },
          { message },
        )}
        aria-describedby={restrictionId ?? undefined}
        aria-busy={store.opening === item}
        disabled={restrictionId !== null}
        onClick={() => void store.open(item)}
      >
        {image === null ? (
          <span className="win__fallback" aria-hidden="true" />
        ) : (
          <img
            className="win__image"
            src={image}
            alt=""
            width={WIN_IMAGE_SIZE}
            height={WIN_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            onError={() => {
              setImageFailed(true);
            }}
          />
        )}
      </button>
      <FeedMessage segments={entry.segments} />
    </li>
  );
});

/**
 * "Biggest wins this month" of a lobby's product (games-and-content.md §2, §9): at most 41 wins,
 * scrolling within a fixed height (a focusable, named region) above 8. A win's image opens its game
 * for real play, the login modal for a visitor, nothing (disabled, with the reason) under the KYC
 * restriction. Not there when the feed has nothing to show, a failed feed included.
 */
function ActivityFeed({ product }: { readonly product: GameProduct }) {
  const store = useScreenStore(ActivityFeedStore);
  const intl = useIntl();
  const titleId = useId();
  const restrictionId = useId();
  useEffect(() => {
    store.show(product);
  }, [store, product]);
  const { entries } = store;
  if (entries.length === 0) return null;
  const restricted = store.kycRestricted;
  const list = (
    <ol className="wins__list">
      {entries.map((entry, index) => (
        <Win key={index} store={store} entry={entry} restrictionId={restricted ? restrictionId : null} />
      ))}
    </ol>
  );
  return (
    <section className="wins" aria-labelledby={titleId}>
      <h2 id={titleId} className="lobby-feeds__title">
        <FormattedMessage id="lobbyFeeds.wins.title" />
      </h2>
      {restricted && (
        <p id={restrictionId} className="wins__note">
          <FormattedMessage id="lobbyFeeds.wins.kycRestricted" />
        </p>
      )}
      {store.scrolls ? (
        <div
          className="wins__scroller"
          role="region"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable, also when its buttons are disabled
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'lobbyFeeds.wins.scroller' }, { count: entries.length })}
        >
          {list}
        </div>
      ) : (
        list
      )}
    </section>
  );
}

export default observer(ActivityFeed);
