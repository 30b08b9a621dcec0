import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { locationContext } from '@lv-casino/core/routing/location-context.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { GameSearchForm } from '../../kernel/catalogue/game-search-form.tsx';
import { LoadMoreGames, type LoadMoreTexts } from '../../kernel/catalogue/load-more-games.tsx';
import { CatalogueLoadFailed, type FailedTexts } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchStore } from './search.store.ts';
import '../../ui/dialog-body.css';
import '../../ui/field.css';
import './search.css';

const SEARCH_FAILED: FailedTexts = { failed: 'search.failed', retry: 'search.retry' };
const SEARCH_MORE: LoadMoreTexts = { more: 'search.loadMore', loading: 'search.loadingMore' };

export interface SearchPanelProps extends ModalProps {
  /** The category searched; null for the whole catalogue. */
  readonly categoryId: number | null;
  /** The dialog's title, which also names the search field's purpose. */
  readonly title: string;
}

/**
 * A search modal (games-and-content.md §2): the search field (focused when the modal opens; it searches
 * after a pause in typing, or at once on Enter), the number of games found or the catalogue's
 * no-games text in a polite live region, the games as a list of links to their play pages, a failure
 * with a retry, and a load-more when the answer comes in pages. Live-casino pages search live games.
 */
function SearchPanel({ onClose, categoryId, title }: SearchPanelProps) {
  const store = useScreenStore(SearchStore);
  const session = useInjection(SessionStore);
  const { language } = useInjection(IntlStore);
  const intl = useIntl();
  const { pathname } = useLocation();
  const titleId = useId();
  const gameType = locationContext(pathname) === 'LIVE_CASINO' ? 'LIVE_CASINO' : 'RNG';

  useEffect(() => {
    store.setScope({ categoryId, gameType });
  }, [store, categoryId, gameType]);

  const { results } = store;
  const { state, games } = results;
  const total = results.total ?? 0;
  const busy = state.kind === 'loading';
  const showList = games.length > 0 && (state.kind === 'games' || busy);

  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="dialog-body search">
        <h2 id={titleId} className="dialog-body__title">
          {title}
        </h2>
        <GameSearchForm
          search={store}
          labelledBy={titleId}
          label={<FormattedMessage id="search.label" />}
          focusFirst
        />
        <p className="game-search-status" role="status">
          {busy && (
            <>
              <span className="spinner" aria-hidden="true" />
              <FormattedMessage id="search.searching" />
            </>
          )}
          {state.kind === 'games' && (
            <FormattedMessage id="search.count" values={{ count: total, shown: formatCount(total) }} />
          )}
          {state.kind === 'empty' && <CatalogueMessage id={state.messageKey} />}
        </p>
        {state.kind === 'failed' && (
          <CatalogueLoadFailed error={state.error} texts={SEARCH_FAILED} source={store} />
        )}
        {showList && (
          <SearchResults
            games={games}
            label={intl.formatMessage({ id: 'search.results' })}
            loggedIn={session.isLoggedIn}
            language={language}
            busy={busy}
            focusIndex={results.focusIndex}
            onFocused={() => {
              results.focusDone();
            }}
          />
        )}
        {results.loadMoreError !== null && (
          <CatalogueLoadFailed error={results.loadMoreError} texts={SEARCH_FAILED} source={store} />
        )}
        <LoadMoreGames pages={results} ready={state.kind === 'games'} texts={SEARCH_MORE} inPanel />
      </div>
    </Dialog>
  );
}

export default observer(SearchPanel);
