import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pager } from '../../ui/pager.tsx';
import type { ProfileHistoryStore } from './profile-history.store.ts';

/** Previous and next around "Page x of y" and the count of entries, which is read out when it changes. */
function HistoryPager({ store }: { readonly store: ProfileHistoryStore }) {
  const intl = useIntl();
  const { page } = store;
  if (page === null) return null;
  return (
    <Pager
      label={intl.formatMessage({ id: 'profileHistory.pager.label' })}
      previous={<FormattedMessage id="profileHistory.pager.previous" />}
      next={<FormattedMessage id="profileHistory.pager.next" />}
      position={
        <>
          <FormattedMessage
            id="profileHistory.pager.position"
            values={{ page: page.pageIndex + 1, pages: page.pageCount }}
          />
          {' · '}
          <FormattedMessage id="profileHistory.pager.count" values={{ count: page.totalCount }} />
        </>
      }
      paging={store}
      busy={store.loading}
    />
  );
}

export default observer(HistoryPager);
