import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileBonusesStore } from './profile-bonuses.store.ts';

/**
 * Previous and next around "Page x of y" and the count of bonuses, read out when it changes. A button
 * that cannot act says so (aria-disabled) but keeps the focus. Hidden when everything fits one page.
 */
function BonusesPager({ store }: { readonly store: ProfileBonusesStore }) {
  const intl = useIntl();
  const { page, loading } = store;
  if (page === null || page.pageCount < 2) return null;
  return (
    <nav className="data-pager" aria-label={intl.formatMessage({ id: 'bonuses.pager.label' })}>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!store.hasPrevious || loading}
        onClick={() => {
          store.previousPage();
        }}
      >
        <FormattedMessage id="bonuses.pager.previous" />
      </button>
      <p className="data-pager__position" aria-live="polite">
        <FormattedMessage
          id="bonuses.pager.position"
          values={{ page: page.pageIndex + 1, pages: page.pageCount, count: page.filteredCount }}
        />
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={!store.hasNext || loading}
        onClick={() => {
          store.nextPage();
        }}
      >
        <FormattedMessage id="bonuses.pager.next" />
      </button>
    </nav>
  );
}

export default observer(BonusesPager);
