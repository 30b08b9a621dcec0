import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { providerName } from '../../i18n/provider-name.ts';
import { Thumbnail } from '../../ui/thumbnail.tsx';
import './game-row.css';

/** The class of a list of GameRows, and of the list while a newer one is on its way (dimmed). */
export const gameRowsClass = (busy: boolean): string => (busy ? 'game-rows game-rows--busy' : 'game-rows');

/**
 * A game in a list of games (a search's results, a split-view pane's picker): its decorative
 * thumbnail, its name (`children`: a link or a button of class `game-row__name`, named by the game
 * alone; the whole row is its target area) and the provider's display name beside it.
 */
export function GameRow({
  game,
  size,
  children,
}: {
  readonly game: Game;
  /** Intrinsic size of the square thumbnail (CSS px). */
  readonly size: number;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <li className="game-row">
      <Thumbnail game={game} size={size} block="game-row" loading="lazy" />
      <span className="game-row__text">
        {children}
        <span className="game-row__provider">{providerName(intl, game.provider)}</span>
      </span>
    </li>
  );
}
