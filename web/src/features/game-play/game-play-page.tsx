import { usePageHead } from '../../kernel/page-head.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { NOT_FOUND_PATH } from '../../kernel/route-resolver.tsx';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { GameStage } from '../../kernel/catalogue/game-stage.tsx';
import { GamePlayStore } from './game-play.store.ts';
import './game-play.css';
import { HeartIcon } from '../../ui/heart-icon.tsx';

/**
 * /{lang}/game-play/{real|demo}/{friendlyUrl} (games-and-content.md §2 Game play): the game in a
 * sandboxed frame with a fullscreen button, or the reason it cannot start. Core decides; the page shows.
 */
function GamePlayPage({
  mode,
  friendlyUrl,
}: {
  readonly mode: 'real' | 'demo';
  readonly friendlyUrl: string;
}) {
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

  const { view, favourite } = store;
  const name = store.gameName ?? friendlyUrl;
  const title = intl.formatMessage({ id: mode === 'real' ? 'gamePlay.title.real' : 'gamePlay.title.demo' });
  // Real play is a player's own page: never indexed.
  usePageHead({ title: `${name} – ${title}`, isPrivate: mode === 'real' });
  return (
    <div className="page game-play">
      <div className="game-play__bar game-stage-bar">
        <h1 className="game-play__title">
          <span className="game-play__mode game-stage-mode">{title}</span>
          <span className="game-play__name">{name}</span>
        </h1>
        <div className="game-play__actions">
          {view.kind === 'playing' && view.mode === 'demo' && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                store.playForReal();
              }}
            >
              <FormattedMessage id="gamePlay.playForReal" />
            </button>
          )}
          {store.gameId !== null && (
            <button
              type="button"
              className="button button--secondary game-play__favourite"
              aria-pressed={favourite.isFavourite === true}
              disabled={favourite.busy}
              onClick={() => void favourite.toggle()}
            >
              <HeartIcon filled={favourite.isFavourite === true} />
              <FormattedMessage id="gamePlay.favourite" />
            </button>
          )}
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
        {favourite.error !== null && (
          <p className="game-play__favourite-error" role="alert">
            <CatalogueMessage id={favourite.error} />
          </p>
        )}
      </div>
      <GameStage
        view={view}
        className="game-play__stage"
        stageRef={stage}
        loading={<FormattedMessage id="gamePlay.loading" />}
        frameTitle={intl.formatMessage({ id: 'gamePlay.frame' }, { game: name })}
        retry={<FormattedMessage id="gamePlay.retry" />}
        onRetry={() => {
          store.retry();
        }}
      />
    </div>
  );
}

const Observed = observer(GamePlayPage);

/** The route's page: `real` or `demo` play of the path's game; any other mode is not found. */
export default function GamePlayRoutePage() {
  const { mode, friendlyUrl = '' } = useParams();
  if (mode !== 'real' && mode !== 'demo') return <Navigate replace to={NOT_FOUND_PATH} />;
  return <Observed mode={mode} friendlyUrl={friendlyUrl} />;
}
