import { parseCategoryRoute } from '@lv-casino/core/catalogue/category-route.rule.ts';
import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import { AppNavigator, pathOf } from '../../kernel/app-navigator.ts';
import { CatalogueLoadFailed } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import { CATEGORY_FAILED } from './category-failed.ts';
import { LobbyFeedsContext, type LobbyFeeds } from '../../kernel/feeds/lobby-feeds-context.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { StartUpStore } from '../../kernel/start-up.store.ts';
import CategoryGames from './category-games.tsx';
import { CategoryStore } from './category.store.ts';
import ProviderFilter from './provider-filter.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import ContentBlockSlot from '../../kernel/content/content-block-slot.tsx';
import { WhenNear } from '../../ui/when-near.tsx';
import './category.css';

/** The player's favourites and last played: a chunk a category page never needs. */
const PlayerListPage = lazy(() => import('./player-list-page.tsx'));
/** The providers and collections lists: a chunk a category page never needs. */
const CategoryListPage = lazy(() => import('./category-list-page.tsx'));
/** The live tables a live category's tiles show: a chunk the casino's category pages never load. */
const LobbyFeedsScopeSlot = lazy(() => import('../../kernel/feeds/lobby-feeds-scope-slot.tsx'));

/**
 * A category, provider or collection page (games-and-content.md §2): the category's name and number
 * of games, a search, the provider filter (a panel on desktop, the filters modal on a phone) and the
 * grid with load-more. An unknown category goes to /404. Of the special lists, favourites and
 * last-played are the player's own (PlayerListPage); providers and collections list their cards
 * (CategoryListPage).
 */
function CategoryPageView() {
  const store = useInjection(CategoryStore);
  const startUp = useInjection(StartUpStore);
  const { language } = useInjection(IntlStore);
  const device = useInjection<Device>(DeviceToken);
  const navigator = useInjection(AppNavigator);
  const intl = useIntl();
  const searchId = useId();
  const { lang = '' } = useParams();
  const { pathname } = useLocation();
  const route = parseCategoryRoute(pathname.slice(lang.length + 1));
  const category = route?.kind === 'category' ? route : null;
  // Not while the language switches: its texts come before its categories, and the page is renamed
  // from the categories (the casino's come with start-up) once both are in.
  const ready = startUp.status === 'ready' && !startUp.switching;
  const { page } = category ?? {};
  const shape = category?.shape;
  const friendlyUrl = category?.friendlyUrl;

  useEffect(
    () => () => {
      store.leave();
    },
    [store],
  );
  useEffect(() => {
    if (!ready || page === undefined || shape === undefined || friendlyUrl === undefined) return;
    void store.open({ page, shape, friendlyUrl }, language);
  }, [store, ready, page, shape, friendlyUrl, language]);

  const state = store.page;
  const heading =
    state.kind === 'category'
      ? state.category.name
      : state.kind === 'search-results'
        ? intl.formatMessage({ id: 'category.searchResults.title' })
        : null;
  useDocumentTitle(heading);

  if (route?.kind === 'special') {
    return (
      <Suspense fallback={null}>
        {route.list === 'favourites' || route.list === 'last-played' ? (
          <PlayerListPage key={`${route.page}/${route.list}`} list={route.list} />
        ) : (
          <CategoryListPage key={`${route.page}/${route.list}`} lobby={route.page} part={route.list} />
        )}
      </Suspense>
    );
  }
  if (category === null) return <Navigate replace to={pathOf({ name: 'not-found' }, language)} />;
  if (state.kind === 'failed') {
    return (
      <div className="page category-page">
        <CatalogueLoadFailed error={state.error} texts={CATEGORY_FAILED} source={store} />
      </div>
    );
  }
  if (heading === null) {
    return (
      <div className="page category-page">
        <p className="category-page__notice" role="status">
          <span className="spinner" aria-hidden="true" />
          <FormattedMessage id="category.loading" />
        </p>
      </div>
    );
  }

  const { total } = store.grid;
  const chosen = store.selectedProviders.length;
  return (
    <div className="page category-page">
      <header className="category-page__header">
        <h1 className="category-page__title">{heading}</h1>
        {total !== null && (
          <p className="category-page__count">
            <FormattedMessage id="category.count" values={{ count: total, shown: formatCount(total) }} />
          </p>
        )}
      </header>
      <div className="category-page__tools">
        <form
          role="search"
          className="category-page__search"
          onSubmit={(event) => {
            event.preventDefault();
            store.applySearch();
          }}
        >
          <label htmlFor={searchId} className="category-page__search-label">
            {state.kind === 'category' ? (
              <FormattedMessage id="category.search.label" values={{ category: heading }} />
            ) : (
              <FormattedMessage id="category.search.labelAll" />
            )}
          </label>
          <input
            id={searchId}
            className="category-page__search-input"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={intl.formatMessage({ id: 'category.search.placeholder' })}
            value={store.searchText}
            onChange={(event) => {
              store.setSearchText(event.target.value);
            }}
          />
        </form>
        {device === 'mobile' && (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => {
              navigator.openModal('filtersModal');
            }}
          >
            <FormattedMessage
              id="category.filters.open"
              values={{ count: chosen, shown: formatCount(chosen) }}
            />
          </button>
        )}
        {store.filtered && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              store.clear();
            }}
          >
            <FormattedMessage id="category.clearFilters" />
          </button>
        )}
      </div>
      <div
        className={
          device === 'desktop' ? 'category-page__body category-page__body--panel' : 'category-page__body'
        }
      >
        {device === 'desktop' && (
          <aside className="category-page__panel">
            <ProviderFilter store={store} />
          </aside>
        )}
        <CategoryGames
          grid={store.grid}
          label={intl.formatMessage({ id: 'category.games' }, { category: heading })}
        />
      </div>
      {/* The category's SEO text, under its games: once the first games have answered, and only when the
          player scrolls near it, so its chunk (and the HTML sanitiser) is not in the way of the games. */}
      {state.kind === 'category' &&
        store.grid.state.kind !== 'idle' &&
        store.grid.state.kind !== 'loading' && (
          <WhenNear>
            <ContentBlockSlot blockKey="GAME_CATEGORY" variant="seo" />
          </WhenNear>
        )}
    </div>
  );
}

const CategoryPageContent = observer(CategoryPageView);

/** A category page; under the live casino its tiles show their tables' state (the live tables run). */
function CategoryPage() {
  const { lang = '' } = useParams();
  const { pathname } = useLocation();
  const live = parseCategoryRoute(pathname.slice(lang.length + 1))?.page === 'LIVE_CASINO';
  const [feeds, setFeeds] = useState<LobbyFeeds | null>(null);
  return (
    <LobbyFeedsContext.Provider value={live ? feeds : undefined}>
      {live && (
        <Suspense fallback={null}>
          <LobbyFeedsScopeSlot onFeeds={setFeeds} />
        </Suspense>
      )}
      <CategoryPageContent />
    </LobbyFeedsContext.Provider>
  );
}

export default CategoryPage;
