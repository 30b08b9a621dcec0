import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useInjection, useScreenStore } from '../../app/container-context.ts';
import { SessionStore } from '../../app/session.store.ts';
import { CategoryStrip } from './category-strip.tsx';
import HeroBanner, { LOBBY_GAMES_ID } from './hero-banner.tsx';
import { LobbyStore, STRIPS_PER_STEP } from './lobby.store.ts';
import { useRevealOnScroll } from './use-reveal-on-scroll.ts';
import './lobby.css';
import CatalogueMessage from '../../app/catalogue/catalogue-message.tsx';

/** The last-played strip: a logged-in player's, a chunk a visitor's lobby never downloads. */
const LastPlayedSlot = lazy(() => import('./last-played-slot.tsx'));

/** The casino lobby (first paint): banner and category strips, revealed 3 at a time as the player scrolls. */
function LobbyPage() {
  const lobby = useScreenStore(LobbyStore);
  const session = useInjection(SessionStore);
  const sentinel = useRef<HTMLDivElement>(null);
  const reveal = useCallback(() => {
    void lobby.revealMore();
  }, [lobby]);
  const { waiting } = lobby;
  useEffect(() => {
    if (!waiting) void lobby.start();
  }, [lobby, waiting]);
  useRevealOnScroll(sentinel, reveal, {
    enabled: lobby.hasMore && !lobby.loading && lobby.error === null,
    revealed: lobby.strips.length,
  });

  return (
    <div className="page lobby">
      <HeroBanner />
      <div id={LOBBY_GAMES_ID} className="lobby__strips">
        {session.isLoggedIn && (
          <Suspense fallback={null}>
            <LastPlayedSlot />
          </Suspense>
        )}
        {lobby.strips.length === 0 &&
          lobby.error === null &&
          lobby.hasMore &&
          // Outlines of the first strips, so nothing below moves when they arrive.
          Array.from({ length: STRIPS_PER_STEP }, (_, index) => (
            <div key={index} className="strip-placeholder" aria-hidden="true" />
          ))}
        {lobby.isEmpty ? (
          <p className="lobby__empty">
            <FormattedMessage id="lobby.empty" />
          </p>
        ) : (
          lobby.visibleStrips.map((strip, index) => (
            <CategoryStrip key={strip.category.id} strip={strip} first={index === 0} />
          ))
        )}
        {lobby.error !== null ? (
          <div className="lobby__more" role="alert">
            <p className="lobby__failed">
              <FormattedMessage id="lobby.loadFailed" /> <CatalogueMessage id={lobby.error.messageKey} />
            </p>
            <button type="button" className="button button--secondary" onClick={reveal}>
              <FormattedMessage id="lobby.retry" />
            </button>
          </div>
        ) : (
          lobby.hasMore && (
            <div ref={sentinel} className="lobby__more" role="status">
              <span className="spinner" aria-hidden="true" />
              <FormattedMessage id="lobby.loadingMore" />
            </div>
          )
        )}
      </div>
    </div>
  );
}

export default observer(LobbyPage);
