import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { GameDetails } from './game-details.tsx';
import { GameDetailsStore } from './game-details.store.ts';
import '../../ui/dialog-body.css';
import './game-details.css';

/** The query parameter that names the game of the modal by its friendly URL. */
const GAME_PARAM = 'game';

/**
 * gameModal (games-and-content.md §2): the details of the game `?game={friendlyUrl}` names, with its
 * play and favourite actions. While the game loads a status; an unknown game says so, with a close
 * button; a catalogue that failed says why, with a retry. On a phone the dialog is a bottom sheet.
 */
function GameDetailsModal({ onClose }: ModalProps) {
  const store = useScreenStore(GameDetailsStore);
  const { language } = useInjection(IntlStore);
  const [params] = useSearchParams();
  const friendlyUrl = params.get(GAME_PARAM) ?? '';
  const titleId = useId();
  const notFoundId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    store.show(friendlyUrl, language);
  }, [store, friendlyUrl, language]);

  const { lookup } = store;
  // An unknown game leaves one thing to do: the focus moves to it, and it reads out why.
  const notFound = lookup.kind === 'not-found';
  useEffect(() => {
    if (notFound) closeRef.current?.focus();
  }, [notFound]);

  return (
    <Dialog titleId={titleId} onClose={onClose}>
      {lookup.kind === 'game' ? (
        <GameDetails game={lookup.game} store={store} titleId={titleId} />
      ) : (
        <div className="dialog-body" aria-busy={lookup.kind === 'loading'}>
          <h2 id={titleId} className="dialog-body__title">
            <FormattedMessage id={notFound ? 'gameDetails.notFound.title' : 'gameDetails.title'} />
          </h2>
          {lookup.kind === 'loading' && (
            <p className="game-details__status" role="status">
              <span className="spinner" aria-hidden="true" />
              <FormattedMessage id="gameDetails.loading" />
            </p>
          )}
          {notFound && (
            <>
              <p id={notFoundId} className="dialog-body__text">
                <FormattedMessage id="gameDetails.notFound.message" />
              </p>
              <button
                ref={closeRef}
                type="button"
                className="button button--primary button--block"
                aria-describedby={notFoundId}
                onClick={onClose}
              >
                <FormattedMessage id="gameDetails.notFound.close" />
              </button>
            </>
          )}
          {lookup.kind === 'failed' && (
            <div className="game-details__error" role="alert">
              <p>
                <FormattedMessage id="gameDetails.loadFailed" /> <CatalogueMessage id={lookup.messageKey} />
              </p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  store.retryGame();
                }}
              >
                <FormattedMessage id="gameDetails.retry" />
              </button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}

export default observer(GameDetailsModal);
