import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLobbyFeeds } from '../../kernel/feeds/lobby-feeds-context.ts';
import { providerName } from '../../i18n/provider-name.ts';
import { GameBadges, type GameBadgeTexts } from '../../ui/game-badges.tsx';
import { Thumbnail } from '../../ui/thumbnail.tsx';
import '../../ui/tile.css';

/** The grid's texts of the NEW / HOT badges. */
const BADGES: GameBadgeTexts = { isNew: 'category.tile.new', isHot: 'category.tile.hot' };

/** Intrinsic size of a square thumbnail (CSS px); the grid scales it, keeping 1:1. */
const IMAGE_SIZE = 188;

/**
 * A game in the category grid: its link (named by the game's name alone; the whole card is the
 * link's target area), a decorative thumbnail (`alt=""`, the name is right below it), the NEW / HOT
 * badges and the provider's display name (`vendor.<provider>` of the server's GAME_VENDORS texts when
 * there is one); a live game shows its table's state when the page runs the live tables.
 */
export function GridTile({
  game,
  href,
  image,
  onImageSettled,
}: {
  readonly game: Game;
  readonly href: string;
  /**
   * When its image is asked for: `first` at once (the grid's first row), `near` once the page is laid
   * out and the tile is near the window, `held` not yet (the square stays empty).
   */
  readonly image: 'first' | 'near' | 'held';
  /** Called once its image has loaded or failed. */
  readonly onImageSettled?: (() => void) | undefined;
}) {
  const intl = useIntl();
  const feeds = useLobbyFeeds();
  const provider = providerName(intl, game.provider);
  return (
    <div className="grid-tile">
      <div className="tile__media">
        {image !== 'held' && (
          <Thumbnail
            game={game}
            size={IMAGE_SIZE}
            block="tile"
            loading={image === 'first' ? 'eager' : 'lazy'}
            onSettled={onImageSettled}
          />
        )}
        {feeds !== null && game.gameType === 'LIVE_CASINO' && (
          // Over the picture's foot: every row of the grid keeps the same height.
          <div className="grid-tile__live">
            <feeds.LiveTableStatus uniqueGameId={game.uniqueGameId} />
          </div>
        )}
        <GameBadges game={game} className="tile__badges" texts={BADGES} />
      </div>
      <p className="grid-tile__body">
        <Link className="grid-tile__link" to={href}>
          {game.name}
        </Link>
        <span className="grid-tile__provider">{provider}</span>
      </p>
    </div>
  );
}
