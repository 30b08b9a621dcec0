import type { ReactNode, Ref } from 'react';
import { GameFrame } from '../../ui/game-frame.tsx';
import CatalogueMessage from './catalogue-message.tsx';
import './game-stage.css';

/** What a stage shows: the game on its way, its frame, or core's reason it cannot start. */
export type GameStageView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'playing'; readonly launchUrl: string }
  | { readonly kind: 'message'; readonly messageKey: string; readonly retry: boolean }
  /** Anything else (the game was left, a picker shows): an empty stage. */
  | { readonly kind: 'left' | 'picker' };

export interface GameStageProps {
  readonly view: GameStageView;
  /** The page's own class for the stage's size and shape. */
  readonly className: string;
  readonly stageRef?: Ref<HTMLDivElement>;
  /** The loading status's text. */
  readonly loading: ReactNode;
  /** Names the frame for screen readers ("Game: Cēsis Express"). */
  readonly frameTitle: string;
  /** The retry button's text, shown when core says a retry may help. */
  readonly retry: ReactNode;
  readonly onRetry: () => void;
  /** Further actions under the reason (a visitor's login). */
  readonly children?: ReactNode;
}

/**
 * Where a game plays (the game-play page, a split-view pane): a status while it is prepared, then its
 * sandboxed frame, or the reason core gave as an alert, with a retry when one may help.
 */
export function GameStage({
  view,
  className,
  stageRef,
  loading,
  frameTitle,
  retry,
  onRetry,
  children,
}: GameStageProps) {
  return (
    <div ref={stageRef} className={`game-stage ${className}`} aria-busy={view.kind === 'loading'}>
      {view.kind === 'loading' && (
        <p className="game-stage__status" role="status">
          <span className="spinner" aria-hidden="true" />
          {loading}
        </p>
      )}
      {view.kind === 'playing' && (
        <GameFrame className="game-stage__frame" src={view.launchUrl} title={frameTitle} />
      )}
      {view.kind === 'message' && (
        <div className="game-stage__message" role="alert">
          <p>
            <CatalogueMessage id={view.messageKey} />
          </p>
          {view.retry && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {retry}
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
