import type { FailedTexts } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import type { LoadMoreTexts } from '../../kernel/catalogue/load-more-games.tsx';

/** A category page's texts for its games, or its categories, that could not be loaded. */
export const CATEGORY_FAILED: FailedTexts = { failed: 'category.loadFailed', retry: 'category.retry' };

/** The category grid's load-more. */
export const CATEGORY_MORE: LoadMoreTexts = { more: 'category.loadMore', loading: 'category.loadingMore' };

export const CATEGORY_LIST_FAILED: FailedTexts = {
  failed: 'category.list.loadFailed',
  retry: 'category.retry',
};
