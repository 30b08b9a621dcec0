import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { BASIC_FORMATTING } from '../../ui/sanitise-html.ts';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import type { GameDetailsStore } from './game-details.store.ts';
import '../../ui/rich-text.css';

/**
 * A game's editorial description (games-and-content.md §7 Games): while it loads a status, then its
 * sanitised text; nothing when the game has none (404); a translated error with a retry otherwise.
 */
function GameDescriptionView({ store }: { readonly store: GameDetailsStore }) {
  const { description } = store;
  switch (description.kind) {
    case 'loading':
      return (
        <p className="game-details__status" role="status">
          <span className="spinner" aria-hidden="true" />
          <FormattedMessage id="gameDetails.description.loading" />
        </p>
      );
    case 'none':
      return null;
    case 'shown':
      // Basic formatting and links to other sites only (DOMPurify).
      return (
        <SanitisedHtml
          className="game-details__description rich-text"
          html={description.description.descriptionHtml}
          policy={BASIC_FORMATTING}
        />
      );
    case 'failed':
      return (
        <div className="game-details__error" role="alert">
          <p>
            <FormattedMessage id="gameDetails.description.failed" />{' '}
            <CatalogueMessage id={description.messageKey} />
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              store.retryDescription();
            }}
          >
            <FormattedMessage id="gameDetails.retry" />
          </button>
        </div>
      );
  }
}

export const GameDescription = observer(GameDescriptionView);
