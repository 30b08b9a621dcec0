import type { FailedTexts } from '../../kernel/catalogue/catalogue-load-failed.tsx';

/** A category page's texts for its games, or its categories, that could not be loaded. */
export const CATEGORY_FAILED: FailedTexts = { failed: 'category.loadFailed', retry: 'category.retry' };

export const CATEGORY_LIST_FAILED: FailedTexts = {
  failed: 'category.list.loadFailed',
  retry: 'category.retry',
};
