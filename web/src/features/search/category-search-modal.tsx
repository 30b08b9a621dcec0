import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useInjection } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { StartUpStore } from '../../kernel/start-up.store.ts';
import SearchPanel from './search-panel.tsx';

/** The query parameter of category-search that names the category to search in (its id). */
export const CATEGORY_ID_PARAM = 'categoryId';

/** The category id of a `categoryId` query parameter (digits only), or null for none or another value. */
export const categoryIdOf = (value: string | null): number | null =>
  value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;

/**
 * category-search (games-and-content.md §2): the search limited to the category the `categoryId` query
 * parameter names; without one (or with a value that is no id) it searches the whole catalogue. The
 * title names the category when the lobby knows it.
 */
function CategorySearchModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const startUp = useInjection(StartUpStore);
  const [params] = useSearchParams();
  const categoryId = categoryIdOf(params.get(CATEGORY_ID_PARAM));
  const category =
    categoryId === null ? undefined : startUp.categories.find((candidate) => candidate.id === categoryId);
  const title =
    categoryId === null
      ? intl.formatMessage({ id: 'search.title' })
      : category === undefined
        ? intl.formatMessage({ id: 'search.category.titleUnnamed' })
        : intl.formatMessage({ id: 'search.category.title' }, { category: category.name });
  return <SearchPanel onClose={onClose} categoryId={categoryId} title={title} />;
}

export default observer(CategorySearchModal);
