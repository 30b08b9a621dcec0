import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-id.ts';
import './tile.css';

/** The page's texts of the two badges ("New", "Hot"). */
export interface GameBadgeTexts {
  readonly isNew: MessageId;
  readonly isHot: MessageId;
}

/**
 * A game's NEW and HOT badges (ui/tile.css) in a paragraph of the page's class (over a tile's
 * picture, beside the game modal's name); nothing when the game has neither.
 */
export function GameBadges({
  game,
  className,
  texts,
}: {
  readonly game: { readonly isNew: boolean; readonly isHot: boolean };
  readonly className: string;
  readonly texts: GameBadgeTexts;
}) {
  if (!game.isNew && !game.isHot) return null;
  return (
    <p className={className}>
      {game.isNew && (
        <span className="badge badge--new">
          <FormattedMessage id={texts.isNew} />
        </span>
      )}
      {game.isHot && (
        <span className="badge badge--hot">
          <FormattedMessage id={texts.isHot} />
        </span>
      )}
    </p>
  );
}
