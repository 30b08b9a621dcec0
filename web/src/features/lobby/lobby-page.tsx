import type { LobbyPage as Lobby } from '@lv-casino/core/catalogue/catalogue.ts';
import { categoryRoutePath } from '@lv-casino/core/catalogue/category-path.rule.ts';
import { lobbyContentBlocks } from '@lv-casino/core/content/lobby-content.rule.ts';
import type { ContentBlockKey } from '@lv-casino/core/content/content.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { observer } from 'mobx-react-lite';
import { Fragment, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCanonicalLink } from '../../kernel/canonical-link.ts';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { CategoryBar } from './category-bar.tsx';
import { CategoryStrip } from './category-strip.tsx';
import { LobbyFeedsContext, type LobbyFeeds } from '../../kernel/feeds/lobby-feeds-context.ts';
import HeroBanner, { LOBBY_GAMES_ID } from './hero-banner.tsx';
import { LobbyStore } from './lobby.store.ts';
import { useRevealOnScroll } from '../../ui/use-reveal-on-scroll.ts';
import { useTransitionValue } from '../../ui/use-transition-value.ts';
import { WhenNear } from '../../ui/when-near.tsx';
import './lobby.css';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';

/** The strip after which a phone shows the CMS's main banner (index). */
const MOBILE_BANNER_AFTER = 1;

/** The last-played strip: a logged-in player's, a chunk a visitor's lobby never downloads. */
const LastPlayedSlot = lazy(() => import('./last-played-slot.tsx'));
/** The CMS's main banner and SEO text: chunks loaded after the first paint. */
const ContentBlockSlot = lazy(() => import('../../kernel/content/content-block-slot.tsx'));
/** Providers, wins, jackpots, collections and SEO text: a chunk loaded below the strips. */
const LobbySections = lazy(() => import('./lobby-sections.tsx'));
/** The live casino's jackpots and live tables for its tiles: a chunk the casino lobby never loads. */
const LobbyFeedsScopeSlot = lazy(() => import('../../kernel/feeds/lobby-feeds-scope-slot.tsx'));

/** The CMS's main banner, a chunk loaded after the first paint. */
const Banner = ({ blockKey }: { readonly blockKey: ContentBlockKey }) => (
  <Suspense fallback={null}>
    <ContentBlockSlot blockKey={blockKey} variant="banner" />
  </Suspense>
);

/**
 * The casino lobby (first paint) and the live-casino lobby: banner, category bar, the last-played
 * strip of a logged-in player, and category strips revealed 3 at a time as the player scrolls.
 */
function LobbyPage({ lobby: page }: { readonly lobby: Lobby }) {
  const lobby = useScreenStore(LobbyStore);
  const session = useInjection(SessionStore);
  const { language } = useInjection(IntlStore);
  const sentinel = useRef<HTMLDivElement>(null);
  const reveal = useCallback(() => {
    void lobby.revealMore();
  }, [lobby]);
  const { waiting } = lobby;
  const [feeds, setFeeds] = useState<LobbyFeeds | null>(null);
  const device = useInjection<Device>(DeviceToken);
  const bannerKey = lobbyContentBlocks(page).banner;
  // The strips as loaded, with the current language's category names: a new list only when either
  // changes. Their arrival renders in a transition, in slices between which the browser paints and
  // answers input: one long task less on a phone as the lobby loads.
  const { strips: loadedStrips, pageCategories } = lobby;
  const visibleStrips = useMemo(
    () => lobby.visibleStrips,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- visibleStrips is derived from these two
    [lobby, loadedStrips, pageCategories],
  );
  const strips = useTransitionValue(visibleStrips);
  const { isLoggedIn } = session;
  // The strips in order, a phone's CMS banner after the second: made again only when they change, so
  // the lobby's other renders (the loaded strips before they show, the loading flags) leave them be.
  const stripList = useMemo(
    () =>
      strips.map((strip, index) => (
        <Fragment key={strip.category.id}>
          <CategoryStrip lobby={page} strip={strip} loggedIn={isLoggedIn} />
          {index === MOBILE_BANNER_AFTER && device === 'mobile' && (
            <WhenNear>
              <Banner blockKey={bannerKey} />
            </WhenNear>
          )}
        </Fragment>
      )),
    [strips, page, isLoggedIn, device, bannerKey],
  );
  // The sections below the strips come once every strip is shown (or the strips stopped on an error).
  const stripsDone = !lobby.hasMore || lobby.error !== null;
  useEffect(() => {
    if (!waiting) void lobby.start(page, language);
  }, [lobby, waiting, page, language]);
  // The lobby's own address in its language (not the ?modal= over it): one attribute, after the paint.
  useCanonicalLink(`/${language}${categoryRoutePath({ kind: 'lobby', page })}`);
  // The next strips load when the end of the strips on screen nears the viewport: not while loaded
  // strips wait for their transition (the end is then where they are about to go, in view).
  useRevealOnScroll(sentinel, reveal, {
    enabled: lobby.hasMore && !lobby.loading && lobby.error === null && strips === visibleStrips,
    revealed: strips.length,
  });

  return (
    // The live casino's tiles show their tables' state: its page runs the shared feeds itself.
    <LobbyFeedsContext.Provider value={page === 'LIVE_CASINO' ? feeds : undefined}>
      {page === 'LIVE_CASINO' && (
        <Suspense fallback={null}>
          <LobbyFeedsScopeSlot onFeeds={setFeeds} />
        </Suspense>
      )}
      <div className="page lobby">
        <HeroBanner
          lobby={page}
          // On a desktop the CMS's main banner fills the hero's second column; a phone shows it after
          // the second strip, below the fold, so the phone's first paint stays light.
          banner={device === 'desktop' ? <Banner blockKey={bannerKey} /> : null}
        />
        <CategoryBar lobby={page} categories={lobby.page === page ? lobby.pageCategories : []} />
        <div
          id={LOBBY_GAMES_ID}
          className={
            // Until the first strips show, their outlines (lobby.css), so nothing below moves then.
            strips.length === 0 && lobby.error === null && (lobby.hasMore || lobby.strips.length > 0)
              ? 'lobby__strips lobby__strips--waiting'
              : 'lobby__strips'
          }
        >
          {session.isLoggedIn && (
            <Suspense fallback={null}>
              <LastPlayedSlot lobby={page} />
            </Suspense>
          )}
          {lobby.isEmpty ? (
            <p className="lobby__empty">
              <FormattedMessage id="lobby.empty" />
            </p>
          ) : (
            stripList
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
            (lobby.hasMore || strips !== visibleStrips) && (
              // The end of the list, which loads the next strips as it nears the screen. It says so
              // (and spins) only while they load: a spinner waiting below the fold for the player to
              // scroll kept a phone's compositor drawing every frame (a tenth of a core, for ever).
              // Hidden, not removed, in between: nothing mounts and unmounts with each batch. After the
              // last batch it stays until its strips show, which take its place: gone before them, the
              // page got 120 px shorter under a player at its end, then longer again.
              <div ref={sentinel} className="lobby__more" role="status">
                <span className="lobby__loading" hidden={!(lobby.loading || lobby.waiting)}>
                  <span className="spinner" aria-hidden="true" />
                  <FormattedMessage id="lobby.loadingMore" />
                </span>
              </div>
            )
          )}
        </div>
        {stripsDone && (
          <WhenNear>
            <Suspense fallback={null}>
              <LobbySections lobby={page} />
            </Suspense>
          </WhenNear>
        )}
      </div>
    </LobbyFeedsContext.Provider>
  );
}

export default observer(LobbyPage);
