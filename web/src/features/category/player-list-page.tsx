import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { CatalogueLoadFailed } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import { CATEGORY_FAILED } from './category-failed.ts';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { GameGrid } from './game-grid.tsx';
import { PlayerListStore } from './player-list.store.ts';
import { tileLink } from './tile-link.ts';
import { useDocumentTitle } from './use-document-title.ts';

const TEXTS = {
  favourites: { title: 'category.favourites.title', empty: 'category.favourites.empty' },
  'last-played': { title: 'category.lastPlayed.title', empty: 'category.lastPlayed.empty' },
} as const;

/**
 * The favourites or last-played page (games-and-content.md §2 special friendlyUrls): the logged-in
 * player's list in the category grid, fetched again each time the page opens; a visitor is offered
 * the login instead.
 */
function PlayerListPage({ list }: { readonly list: 'favourites' | 'last-played' }) {
  const store = useScreenStore(PlayerListStore);
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  const { language } = useInjection(IntlStore);
  const intl = useIntl();
  const texts = TEXTS[list];
  const title = intl.formatMessage({ id: texts.title });
  const loggedIn = session.isLoggedIn;
  const hrefOf = useCallback((game: Game) => tileLink(game, loggedIn, language), [loggedIn, language]);
  const { state } = store;
  const games = state.kind !== 'lists' ? [] : list === 'favourites' ? state.favourites : state.lastPlayed;

  useDocumentTitle(title, { isPrivate: true });

  return (
    <div className="page category-page">
      <header className="category-page__header">
        <h1 className="category-page__title">{title}</h1>
        {state.kind === 'lists' && (
          <p className="category-page__count">
            <FormattedMessage
              id="category.count"
              values={{ count: games.length, shown: formatCount(games.length) }}
            />
          </p>
        )}
      </header>
      {(state.kind === 'waiting' || state.kind === 'loading') && (
        <p className="category-page__notice" role="status">
          <span className="spinner" aria-hidden="true" />
          <FormattedMessage id="category.loading" />
        </p>
      )}
      {state.kind === 'logged-out' && (
        <div className="category-page__notice">
          <p>
            <FormattedMessage id="category.playerList.loggedOut" />
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              navigator.openModal('login');
            }}
          >
            <FormattedMessage id="category.playerList.login" />
          </button>
        </div>
      )}
      {state.kind === 'failed' && (
        <CatalogueLoadFailed
          error={state.error}
          texts={CATEGORY_FAILED}
          source={{ retry: () => void store.reload() }}
        />
      )}
      {state.kind === 'lists' &&
        (games.length === 0 ? (
          <p className="category-page__notice">
            <FormattedMessage id={texts.empty} />
          </p>
        ) : (
          <GameGrid
            games={games}
            label={intl.formatMessage({ id: 'category.games' }, { category: title })}
            hrefOf={hrefOf}
            focusIndex={null}
            onFocused={() => undefined}
          />
        ))}
    </div>
  );
}

export default observer(PlayerListPage);
