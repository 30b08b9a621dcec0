import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useInjection } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Dialog } from '../../ui/dialog.tsx';
import type { CategoryStore } from './category.store.ts';
import type ProviderFilterView from './provider-filter.tsx';
import '../../ui/dialog-body.css';

/** What the modal takes from the page's chunk: the page's store and its provider filter. */
export interface FiltersModalParts {
  readonly CategoryStore: typeof CategoryStore;
  readonly ProviderFilter: typeof ProviderFilterView;
}

/**
 * filtersModal (games-and-content.md §2, the provider filter on a phone): the same CategoryStore as
 * the page behind it, so a choice here filters the page at once; the action closes the modal and says
 * how many games the page now shows. Opened where no category page is, it says what it is for. It
 * takes the store and the filter from the page's chunk (`parts`) rather than importing them, so that
 * chunk stays the one file a category deep link loads for the page.
 */
export function filtersModal({
  CategoryStore,
  ProviderFilter,
}: FiltersModalParts): ComponentType<ModalProps> {
  return observer(function FiltersModal({ onClose }: ModalProps) {
    const store = useInjection(CategoryStore);
    const titleId = useId();
    const open = store.page.kind === 'category' || store.page.kind === 'search-results';
    const { total } = store.grid;
    const settled = store.grid.state.kind !== 'loading' && total !== null;

    return (
      <Dialog titleId={titleId} onClose={onClose}>
        <div className="dialog-body filters-modal">
          <h2 id={titleId} className="dialog-body__title">
            <FormattedMessage id="category.filters.title" />
          </h2>
          {open ? (
            <>
              <ProviderFilter store={store} focusChoice />
              <button type="button" className="button button--primary button--block" onClick={onClose}>
                {settled ? (
                  <FormattedMessage
                    id="category.filters.show"
                    values={{ count: total, shown: formatCount(total) }}
                  />
                ) : (
                  <FormattedMessage id="category.filters.showPending" />
                )}
              </button>
            </>
          ) : (
            <>
              <p className="dialog-body__text">
                <FormattedMessage id="category.filters.noCategory" />
              </p>
              <button
                type="button"
                className="button button--primary button--block"
                data-autofocus
                onClick={onClose}
              >
                <FormattedMessage id="category.filters.close" />
              </button>
            </>
          )}
        </div>
      </Dialog>
    );
  });
}
