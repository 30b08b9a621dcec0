import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';

/** Rendered size of a square thumbnail in CSS pixels (the tile scales it; the ratio stays 1:1). */
export const TILE_IMAGE_SIZE = 188;

/**
 * A game's card in a strip (`priority` for the first tiles a visitor sees): thumbnail, name, provider and the NEW / HOT badges. The provider shows
 * the server's display name (`vendor.<provider>`, GAME_VENDORS translations) when there is one.
 */
export function GameTile({ game, priority = false }: { readonly game: Game; readonly priority?: boolean }) {
  const intl = useIntl();
  const [imageFailed, setImageFailed] = useState(false);
  const vendorId = `vendor.${game.provider.toLowerCase()}`;
  const provider =
    vendorId in intl.messages ? intl.formatMessage({ id: asMessageId(vendorId) }) : game.provider;
  return (
    <article className="tile">
      <div className="tile__media">
        {imageFailed ? (
          <div className="tile__fallback" aria-hidden="true">
            {game.name.slice(0, 1)}
          </div>
        ) : (
          <img
            className="tile__image"
            src={game.thumbnailUrl}
            alt={game.name}
            width={TILE_IMAGE_SIZE}
            height={TILE_IMAGE_SIZE}
            // The first tiles of the page are its largest paint: fetched at once, ahead of the rest.
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
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
      </div>
    </article>
  );
}
