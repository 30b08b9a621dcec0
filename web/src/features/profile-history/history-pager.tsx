import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileHistoryStore } from './profile-history.store.ts';

/**
 * Previous and next around "Page x of y" and the count of entries, which is read out when it changes.
 * A button that cannot act says so (aria-disabled) but keeps the focus, so paging to the last page
 * does not drop it.
 */
function HistoryPager({ store }: { readonly store: ProfileHistoryStore }) {
  const intl = useIntl();
  const { page, loading } = store;
  if (page === null) return null;
  const previousOff = !store.hasPrevious || loading;
  const nextOff = !store.hasNext || loading;
  return (
    <nav className="data-pager" aria-label={intl.formatMessage({ id: 'profileHistory.pager.label' })}>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={previousOff}
        onClick={() => {
          store.previousPage();
        }}
      >
        <FormattedMessage id="profileHistory.pager.previous" />
      </button>
      <p className="data-pager__position" aria-live="polite">
        <FormattedMessage
          id="profileHistory.pager.position"
          values={{ page: page.pageIndex + 1, pages: page.pageCount }}
        />
        {' · '}
        <FormattedMessage id="profileHistory.pager.count" values={{ count: page.totalCount }} />
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={nextOff}
        onClick={() => {
          store.nextPage();
        }}
      >
        <FormattedMessage id="profileHistory.pager.next" />
      </button>
    </nav>
  );
}

export default observer(HistoryPager);
