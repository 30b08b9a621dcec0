import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import CatalogueMessage from '../../app/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../app/container-context.ts';
import { GamePlayStore } from './game-play.store.ts';
import './game-play.css';

/** The permissions a game's frame gets: scripts, its own storage and forms, popups it opens (cashier, rules). */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * /{lang}/game-play/{real|demo}/{friendlyUrl} (games-and-content.md §2 Game play): the game in a
 * sandboxed frame with a fullscreen button, or the reason it cannot start. Core decides; the page shows.
 */
function GamePlayPage({ mode }: { readonly mode: 'real' | 'demo' }) {
  const { friendlyUrl = '' } = useParams();
  const store = useScreenStore(GamePlayStore);
  const intl = useIntl();
  const stage = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    store.show({ mode, friendlyUrl });
  }, [store, mode, friendlyUrl]);

  useEffect(() => {
    const onChange = (): void => {
      setFullscreen(document.fullscreenElement !== null);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, []);

  const { view } = store;
  const name = store.gameName ?? friendlyUrl;
  const title = intl.formatMessage({ id: mode === 'real' ? 'gamePlay.title.real' : 'gamePlay.title.demo' });
  return (
    <div className="page game-play">
      <div className="game-play__bar">
        <h1 className="game-play__title">
          <span className="game-play__mode">{title}</span>
          <span className="game-play__name">{name}</span>
        </h1>
        {view.kind === 'playing' && (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={fullscreen}
            onClick={() => {
              if (document.fullscreenElement !== null) void document.exitFullscreen();
              else void stage.current?.requestFullscreen();
            }}
          >
            <FormattedMessage id={fullscreen ? 'gamePlay.fullscreen.exit' : 'gamePlay.fullscreen'} />
          </button>
        )}
      </div>
      <div ref={stage} className="game-play__stage" aria-busy={view.kind === 'loading'}>
        {view.kind === 'loading' && (
          <p className="game-play__status" role="status">
            <span className="spinner" aria-hidden="true" />
            <FormattedMessage id="gamePlay.loading" />
          </p>
        )}
        {view.kind === 'playing' && (
          <iframe
            className="game-play__frame"
            src={view.launchUrl}
            title={intl.formatMessage({ id: 'gamePlay.frame' }, { game: name })}
            sandbox={GAME_FRAME_SANDBOX}
            allow="fullscreen; autoplay; clipboard-write"
            referrerPolicy="no-referrer"
          />
        )}
        {view.kind === 'message' && (
          <div className="game-play__message" role="alert">
            <p>
              <CatalogueMessage id={view.messageKey} />
            </p>
            {view.retry && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  store.retry();
                }}
              >
                <FormattedMessage id="gamePlay.retry" />
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

const Observed = observer(GamePlayPage);

/** /{lang}/game-play/real/{friendlyUrl} */
export function RealGamePlayPage() {
  return <Observed mode="real" />;
}

/** /{lang}/game-play/demo/{friendlyUrl} */
export function DemoGamePlayPage() {
  return <Observed mode="demo" />;
}
