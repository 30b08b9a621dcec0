import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { tilePlayMode } from '@lv-casino/core/game-start/game-links.rule.ts';
import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pathOf } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { providerName } from '../../i18n/provider-name.ts';
import { useLobbyFeeds } from '../../kernel/feeds/lobby-feeds-context.ts';
import '../../ui/tile.css';

/** Rendered size of a square thumbnail in CSS pixels (the tile scales it; the ratio stays 1:1). */
export const TILE_IMAGE_SIZE = 188;

/**
 * A game's card in a strip: a link to its play page
 * (core's tilePlayMode) named by the visible game name, with thumbnail, provider and the NEW / HOT
 * badges. The provider shows the server's display name (`vendor.<provider>`, GAME_VENDORS
 * translations) when there is one. Whether the player is logged in comes from the strip (the lobby
 * observes the session): a tile is a plain memoised component, no MobX reaction and store
 * subscription of its own, so a strip's arrival renders its tiles in a fraction of the time.
 */
function GameTileView({ game, loggedIn }: { readonly game: Game; readonly loggedIn: boolean }) {
  const intl = useIntl();
  const { language } = useInjection(IntlStore);
  const to = pathOf(
    { name: 'game-play', mode: tilePlayMode(game, loggedIn), friendlyUrl: game.friendlyUrl },
    language,
  );
  const [imageFailed, setImageFailed] = useState(false);
  const feeds = useLobbyFeeds();
  const provider = providerName(intl, game.provider);
  return (
    <Link className="tile" to={to}>
      <div className="tile__media">
        {imageFailed ? (
          <div className="tile__fallback" aria-hidden="true">
            {game.name.slice(0, 1)}
          </div>
        ) : (
          <img
            className="tile__image"
            src={game.thumbnailUrl}
            // Decorative: the link's name is the visible game name below.
            alt=""
            width={TILE_IMAGE_SIZE}
            height={TILE_IMAGE_SIZE}
            // Fetched once the page is laid out and the tile is near the screen: the lobby's largest
            // paint is the hero's title, so no tile's image comes before the first paint of the page,
            // and a strip's tiles beyond the screen's edge wait until it is scrolled.
            loading="lazy"
            decoding="async"
            onError={() => {
              setImageFailed(true);
            }}
          />
        )}
        {(game.isNew || game.isHot) && (
          <div className="tile__badges">
            {game.isNew && (
              <span className="badge badge--new">
                <FormattedMessage id="game.badge.new" />
              </span>
            )}
            {game.isHot && (
              <span className="badge badge--hot">
                <FormattedMessage id="game.badge.hot" />
              </span>
            )}
          </div>
        )}
      </div>
      <div className="tile__body">
        <p className="tile__name">{game.name}</p>
        <p className="tile__provider">{provider}</p>
        {feeds !== null && game.gameType === 'LIVE_CASINO' && (
          <feeds.LiveTableStatus uniqueGameId={game.uniqueGameId} />
        )}
      </div>
    </Link>
  );
}

export const GameTile = memo(GameTileView);
