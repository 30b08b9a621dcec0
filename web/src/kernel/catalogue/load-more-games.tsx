import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';

/** A list of games that comes in pages (core's category games, 40 a page). */
export interface GamePages {
  readonly canLoadMore: boolean;
  readonly loadingMore: boolean;
  readonly loadMoreError: ErrorDescriptor | null;
  loadMore(): Promise<void>;
}

/** The load-more button's text, and its text while the next page loads. */
export interface LoadMoreTexts {
  readonly more: MessageId;
  readonly loading: MessageId;
}

/**
 * The button that adds the next page of games: there while the list is shown (`ready`), has more
 * pages and its last load-more did not fail (a LoadFailed with a retry stands in its place then);
 * busy while the page loads. In a panel it spans the panel's width; on a page it is large.
 */
function LoadMoreGamesView({
  pages,
  ready,
  texts,
  inPanel = false,
}: {
  readonly pages: GamePages;
  readonly ready: boolean;
  readonly texts: LoadMoreTexts;
  readonly inPanel?: boolean;
}) {
  if (!ready || !pages.canLoadMore || pages.loadMoreError !== null) return null;
  return (
    <Button
      tone={inPanel ? 'secondary' : 'primary'}
      block={inPanel}
      large={!inPanel}
      busy={pages.loadingMore}
      busyLabel={<FormattedMessage id={texts.loading} />}
      onClick={() => void pages.loadMore()}
    >
      <FormattedMessage id={texts.more} />
    </Button>
  );
}

export const LoadMoreGames = observer(LoadMoreGamesView);
