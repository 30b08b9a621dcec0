import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { GameSearchForm } from '../../kernel/catalogue/game-search-form.tsx';
import { LoadMoreGames, type LoadMoreTexts } from '../../kernel/catalogue/load-more-games.tsx';
import { CatalogueLoadFailed, type FailedTexts } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import { GameRow, gameRowsClass } from '../../kernel/catalogue/game-row.tsx';
import type { PanePickerStore } from './pane-picker.store.ts';

/** Intrinsic size of a choice's square thumbnail (CSS px). */
const THUMBNAIL_SIZE = 40;

/** The split view's texts for what could not be loaded: a pane's games, or the category. */
export const SPLIT_VIEW_FAILED: FailedTexts = { failed: 'splitView.failed', retry: 'splitView.retry' };
const SPLIT_VIEW_MORE: LoadMoreTexts = { more: 'splitView.loadMore', loading: 'splitView.loadingMore' };

function Choice({ game, onPick }: { readonly game: Game; readonly onPick: (game: Game) => void }) {
  return (
    <GameRow game={game} size={THUMBNAIL_SIZE}>
      <button
        type="button"
        className="game-row__name"
        onClick={() => {
          onPick(game);
        }}
      >
        {game.name}
      </button>
    </GameRow>
  );
}

export interface PanePickerProps {
  readonly picker: PanePickerStore;
  /** Whether the category could not be looked up (the dialog says so): the list does not load. */
  readonly categoryFailed: boolean;
  /** id of the pane's heading, which names the pane's search landmark. */
  readonly labelledBy: string;
  /** Whether the dialog's focus starts in this search field (the dialog's data-autofocus). */
  readonly focusFirst: boolean;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  readonly onPick: (game: Game) => void;
}

/**
 * A pane's picker: a search field (it searches after a pause in typing, or at once on Enter), the
 * number of games or the catalogue's no-games text in a polite live region, the games as buttons
 * that start them, a failure with a retry and a load-more.
 */
function PanePickerView({
  picker,
  categoryFailed,
  labelledBy,
  focusFirst,
  searchRef,
  onPick,
}: PanePickerProps) {
  const intl = useIntl();
  const { list } = picker;
  const { games } = picker.pages;
  const total = picker.pages.total ?? 0;
  const busy = list.kind === 'loading';
  const failure = list.kind === 'failed' ? list.error : picker.pages.loadMoreError;

  return (
    <div className="split-picker">
      <GameSearchForm
        search={picker}
        labelledBy={labelledBy}
        label={<FormattedMessage id="splitView.search.label" />}
        focusFirst={focusFirst}
        inputRef={searchRef}
      />
      <p className="game-search-status" role="status">
        {busy && !categoryFailed && (
          <>
            <span className="spinner" aria-hidden="true" />
            <FormattedMessage id="splitView.loading" />
          </>
        )}
        {list.kind === 'games' && picker.searched === '' && (
          <FormattedMessage id="splitView.count" values={{ count: total, shown: formatCount(total) }} />
        )}
        {list.kind === 'games' && picker.searched !== '' && (
          <FormattedMessage id="splitView.found" values={{ count: total, shown: formatCount(total) }} />
        )}
        {list.kind === 'empty' && <CatalogueMessage id={list.messageKey} />}
      </p>
      {failure !== null && <CatalogueLoadFailed error={failure} texts={SPLIT_VIEW_FAILED} source={picker} />}
      {games.length > 0 && (list.kind === 'games' || busy) && (
        <ul
          className={`${gameRowsClass(busy)} split-choices`}
          aria-label={intl.formatMessage({ id: 'splitView.choices' })}
          aria-busy={busy}
        >
          {games.map((game) => (
            <Choice key={game.id} game={game} onPick={onPick} />
          ))}
        </ul>
      )}
      <LoadMoreGames pages={picker.pages} ready={list.kind === 'games'} texts={SPLIT_VIEW_MORE} inPanel />
    </div>
  );
}

export const PanePicker = observer(PanePickerView);
