import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { GameStage } from '../../kernel/catalogue/game-stage.tsx';
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
      <div className="split-player__bar game-stage-bar">
        <span className="split-player__mode game-stage-mode">
          {view.kind === 'playing' && view.mode === 'real' && <FormattedMessage id="splitView.mode.real" />}
          {view.kind === 'playing' && view.mode === 'demo' && <FormattedMessage id="splitView.mode.demo" />}
        </span>
        <button type="button" className="button button--secondary split-player__change" onClick={onChange}>
          <FormattedMessage id="splitView.changeGame" />
        </button>
      </div>
      <GameStage
        view={view}
        className="split-player__stage"
        loading={<FormattedMessage id="splitView.game.loading" />}
        frameTitle={intl.formatMessage({ id: 'splitView.frame' }, { game: gameName })}
        retry={<FormattedMessage id="splitView.retry" />}
        onRetry={() => {
          pane.restart();
        }}
      >
        {view.kind === 'message' && view.login !== null && (
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
      </GameStage>
    </div>
  );
}

export const PanePlayer = observer(PanePlayerView);
