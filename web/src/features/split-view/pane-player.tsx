import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { GameFrame } from '../../ui/game-frame.tsx';
import type { SplitPaneStore } from './split-pane.store.ts';

export interface PanePlayerProps {
  readonly pane: SplitPaneStore;
  readonly gameName: string;
  /** Back to the picker. */
  readonly onChange: () => void;
}

/**
 * The game picked in a pane: while it is prepared a status; then its sandboxed frame, with its mode;
 * or the reason core gave (demo not supported, a lock, a failure with a retry, a visitor's login for
 * the game). "Change game" returns to the picker at any moment.
 */
function PanePlayerView({ pane, gameName, onChange }: PanePlayerProps) {
  const intl = useIntl();
  const { view } = pane;

  return (
    <div className="split-player">
      <div className="split-player__bar">
        <span className="split-player__mode">
          {view.kind === 'playing' && view.mode === 'real' && <FormattedMessage id="splitView.mode.real" />}
          {view.kind === 'playing' && view.mode === 'demo' && <FormattedMessage id="splitView.mode.demo" />}
        </span>
        <button type="button" className="button button--secondary split-player__change" onClick={onChange}>
          <FormattedMessage id="splitView.changeGame" />
        </button>
      </div>
      <div className="split-player__stage" aria-busy={view.kind === 'loading'}>
        {view.kind === 'loading' && (
          <p className="split-player__status" role="status">
            <span className="spinner" aria-hidden="true" />
            <FormattedMessage id="splitView.game.loading" />
          </p>
        )}
        {view.kind === 'playing' && (
          <GameFrame
            className="split-player__frame"
            src={view.launchUrl}
            title={intl.formatMessage({ id: 'splitView.frame' }, { game: gameName })}
          />
        )}
        {view.kind === 'message' && (
          <div className="split-player__message" role="alert">
            <p>
              <CatalogueMessage id={view.messageKey} />
            </p>
            {view.retry && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  pane.restart();
                }}
              >
                <FormattedMessage id="splitView.retry" />
              </button>
            )}
            {view.login !== null && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  pane.logIn();
                }}
              >
                <FormattedMessage id="splitView.login" />
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

export const PanePlayer = observer(PanePlayerView);
