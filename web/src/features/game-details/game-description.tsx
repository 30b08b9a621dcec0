import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../app/catalogue/catalogue-message.tsx';
import { sanitizeDescriptionHtml } from './description-html.ts';
import type { GameDetailsStore } from './game-details.store.ts';

/** The description's HTML, sanitised once per text (DOMPurify, basic formatting only). */
function DescriptionHtml({ html }: { readonly html: string }) {
  const safe = useMemo(() => sanitizeDescriptionHtml(html), [html]);
  // Safe to insert: sanitizeDescriptionHtml keeps only basic formatting and http(s) links.
  return <div className="game-details__description" dangerouslySetInnerHTML={{ __html: safe }} />;
}

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
      return <DescriptionHtml html={description.description.descriptionHtml} />;
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
