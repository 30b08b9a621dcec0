import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pager } from '../../ui/pager.tsx';
import type { ProfileBonusesStore } from './profile-bonuses.store.ts';

/** Previous and next around "Page x of y" and the count of bonuses; hidden when everything fits one page. */
function BonusesPager({ store }: { readonly store: ProfileBonusesStore }) {
  const intl = useIntl();
  const { page } = store;
  if (page === null || page.pageCount < 2) return null;
  return (
    <Pager
      label={intl.formatMessage({ id: 'bonuses.pager.label' })}
      previous={<FormattedMessage id="bonuses.pager.previous" />}
      next={<FormattedMessage id="bonuses.pager.next" />}
      position={
        <FormattedMessage
          id="bonuses.pager.position"
          values={{ page: page.pageIndex + 1, pages: page.pageCount, count: page.filteredCount }}
        />
      }
      paging={store}
      busy={store.loading}
    />
  );
}

export default observer(BonusesPager);
