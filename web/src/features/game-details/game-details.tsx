import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useInjection } from '../../kernel/container-context.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { providerName } from '../../i18n/provider-name.ts';
import { GameBadges, type GameBadgeTexts } from '../../ui/game-badges.tsx';
import { Thumbnail } from '../../ui/thumbnail.tsx';
import '../../ui/tile.css';
import { GameDescription } from './game-description.tsx';
import type { GameDetailsStore } from './game-details.store.ts';
import { HeartIcon } from '../../ui/heart-icon.tsx';

/** The game modal's texts of the NEW / HOT badges. */
const BADGES: GameBadgeTexts = { isNew: 'gameDetails.badge.new', isHot: 'gameDetails.badge.hot' };

/** Rendered size of the square thumbnail in CSS pixels. */
const THUMBNAIL_SIZE = 112;

const VOLATILITY: Readonly<Record<string, MessageId>> = {
  LOW: 'gameDetails.volatility.low',
  MEDIUM: 'gameDetails.volatility.medium',
  HIGH: 'gameDetails.volatility.high',
};

/** A volatility the site knows by name in the page's language; any other as the provider states it. */
const volatilityText = (intl: IntlShape, volatility: string): string => {
  const id = VOLATILITY[volatility.toUpperCase()];
  return id === undefined ? volatility : intl.formatMessage({ id });
};

/** RTP in percent with at most two decimals and a dot, as every label shows numbers (96.5 → 96.5). */
const rtpText = (rtp: number): string => String(Math.round(rtp * 100) / 100);

/** The found game: thumbnail, name, badges, facts, the play and favourite actions and its description. */
function GameDetailsView({
  game,
  store,
  titleId,
}: {
  readonly game: Game;
  readonly store: GameDetailsStore;
  readonly titleId: string;
}) {
  const intl = useIntl();
  const session = useInjection(SessionStore);
  const described = store.description.kind === 'shown' ? store.description.description : null;
  const { favourite } = store;
  const showFavourite = session.isLoggedIn && favourite.isFavourite !== null;
  return (
    <div className="game-details">
      <div className="game-details__head">
        <div className="game-details__media" aria-hidden="true">
          <Thumbnail game={game} size={THUMBNAIL_SIZE} block="game-details" />
        </div>
        <div className="game-details__heading">
          <h2 id={titleId} className="game-details__title">
            {game.name}
          </h2>
          <GameBadges game={game} className="game-details__badges" texts={BADGES} />
        </div>
      </div>
      <dl className="game-details__facts">
        <div className="game-details__fact">
          <dt>
            <FormattedMessage id="gameDetails.provider" />
          </dt>
          <dd>{providerName(intl, game.provider)}</dd>
        </div>
        {described !== null && described.rtp !== null && (
          <div className="game-details__fact">
            <dt>
              <FormattedMessage id="gameDetails.rtp" />
            </dt>
            <dd>
              <FormattedMessage id="gameDetails.rtp.value" values={{ rtp: rtpText(described.rtp) }} />
            </dd>
          </div>
        )}
        {described !== null && described.volatility !== null && described.volatility !== '' && (
          <div className="game-details__fact">
            <dt>
              <FormattedMessage id="gameDetails.volatility" />
            </dt>
            <dd>{volatilityText(intl, described.volatility)}</dd>
          </div>
        )}
      </dl>
      <div className="game-details__actions">
        {game.realMoneyEnabled && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              store.playForReal();
            }}
          >
            <FormattedMessage id="gameDetails.playReal" />
          </button>
        )}
        {game.demoModeEnabled && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              store.playDemo();
            }}
          >
            <FormattedMessage id="gameDetails.playDemo" />
          </button>
        )}
        {showFavourite && (
          <button
            type="button"
            className="button button--ghost game-details__favourite"
            aria-pressed={favourite.isFavourite === true}
            // Not `disabled`: the button keeps the focus while the server answers (the store ignores a repeat).
            aria-disabled={favourite.busy}
            onClick={() => void favourite.toggle()}
          >
            <HeartIcon filled={favourite.isFavourite === true} />
            <FormattedMessage id="gameDetails.favourite" />
          </button>
        )}
      </div>
      {favourite.error !== null && (
        <p className="game-details__favourite-error" role="alert">
          <CatalogueMessage id={favourite.error} />
        </p>
      )}
      <GameDescription store={store} />
    </div>
  );
}

export const GameDetails = observer(GameDetailsView);
