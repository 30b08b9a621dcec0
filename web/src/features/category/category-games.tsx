import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useCallback, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { CatalogueLoadFailed } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import { LoadMoreGames } from '../../kernel/catalogue/load-more-games.tsx';
import { CATEGORY_FAILED, CATEGORY_MORE } from './category-failed.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import type { GamePagesStore } from '../../kernel/catalogue/game-pages.store.ts';
import { GameGrid, useGridEstimate } from './game-grid.tsx';
import { tileLink } from './tile-link.ts';
import { useTransitionValue } from '../../ui/use-transition-value.ts';

const NO_GAMES: readonly Game[] = [];

/**
 * The games part of a category page: the grid (kept, dimmed, while a new search or filter loads), the
 * no-games message of core, a failure with a retry, and the progress ("Games shown: 80 of 412", a
 * polite live region) with the load-more button under the grid. While the first games load it holds
 * a screen's height, so the footer neither jumps down when they arrive nor loads before them.
 */
function CategoryGames({ grid, label }: { readonly grid: GamePagesStore; readonly label: string }) {
  const session = useInjection(SessionStore);
  const { language } = useInjection(IntlStore);
  const loggedIn = session.isLoggedIn;
  const hrefOf = useCallback((game: Game) => tileLink(game, loggedIn, language), [loggedIn, language]);
  const { state, games: loaded, total } = grid;
  // New games render in a transition, in slices between which the browser paints and answers input:
  // the first page of a deep link, a load-more's page, a filter's. Games already loaded when the grid
  // mounts (a deep link's, asked for before the page rendered: openLandingCategory) too, after the
  // page's first paint and with the grid's measured place.
  const games = useTransitionValue(loaded, NO_GAMES);
  // Loading, or a new list (a search's, a filter's) loaded and not yet shown: its tiles are not the
  // ones on screen, so the grid stays dimmed and busy until they are (a load-more's page extends the
  // list shown, which stays as it is).
  const busy = state.kind === 'loading' || (games !== loaded && games[0] !== loaded[0]);
  // The first games are loading, or have come and are about to show: the progress and the load-more
  // button come with them, not above the place the grid is about to take (which would push them down).
  const firstLoad = games.length === 0 && (busy || loaded.length > 0);
  // The grid fills the section: measured while the first games load, so the grid renders its columns
  // right the first time, without laying the page out in the middle of its arrival.
  const section = useRef<HTMLElement>(null);
  const estimate = useGridEstimate(section);

  return (
    <section
      ref={section}
      className={firstLoad ? 'category-games category-games--first-load' : 'category-games'}
      aria-busy={busy}
    >
      {state.kind === 'failed' && (
        <CatalogueLoadFailed error={state.error} texts={CATEGORY_FAILED} source={grid} />
      )}
      {state.kind === 'empty' && (
        <p className="category-page__notice" role="status">
          <CatalogueMessage id={state.messageKey} />
        </p>
      )}
      {firstLoad && (
        <p className="category-page__notice" role="status">
          <span className="spinner" aria-hidden="true" />
          <FormattedMessage id="category.loading" />
        </p>
      )}
      {games.length > 0 && state.kind !== 'empty' && state.kind !== 'failed' && (
        <div className={busy ? 'category-games__grid category-games__grid--busy' : 'category-games__grid'}>
          <GameGrid
            games={games}
            label={label}
            hrefOf={hrefOf}
            estimate={estimate}
            focusIndex={grid.focusIndex}
            onFocused={() => {
              grid.focusDone();
            }}
          />
        </div>
      )}
      <div className="category-games__more">
        <p className="category-games__progress" role="status">
          {state.kind === 'games' && total !== null && !firstLoad && (
            <FormattedMessage
              id="category.progress"
              values={{ shown: formatCount(games.length), total: formatCount(total) }}
            />
          )}
        </p>
        {grid.loadMoreError !== null && (
          <CatalogueLoadFailed error={grid.loadMoreError} texts={CATEGORY_FAILED} source={grid} />
        )}
        <LoadMoreGames pages={grid} ready={state.kind === 'games' && !firstLoad} texts={CATEGORY_MORE} />
      </div>
    </section>
  );
}

export default observer(CategoryGames);
