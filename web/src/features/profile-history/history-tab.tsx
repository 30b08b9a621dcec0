import type { HistoryKind } from '@lv-casino/core/history/history.ts';
import { formatDay } from '@lv-casino/core/history/history-range.rule.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import HistoryFilters from './history-filters.tsx';
import HistoryPager from './history-pager.tsx';
import { HistoryTable } from './history-table.tsx';
import { ProfileHistoryStore } from './profile-history.store.ts';
import { DataTableEmpty } from '../../ui/data-table.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LiveLoading } from '../../ui/loading.tsx';
import './profile-history.css';

const CAPTIONS: Record<HistoryKind, MessageId> = {
  cashier: 'profileHistory.caption.cashier',
  casino: 'profileHistory.caption.casino',
  sports: 'profileHistory.caption.sports',
  payments: 'profileHistory.caption.payments',
  activity: 'profileHistory.caption.activity',
  session: 'profileHistory.caption.session',
};

/** The page shown: a table with its pager, or a note that the range holds nothing. */
const HistoryResults = observer(function HistoryResults({ store }: { readonly store: ProfileHistoryStore }) {
  const { page, range } = store;
  if (page === null) return null;
  const days = { from: formatDay(range.from), to: formatDay(range.to) };
  if (page.rows.length === 0) {
    return (
      <DataTableEmpty>
        <FormattedMessage id="profileHistory.empty" values={days} />
      </DataTableEmpty>
    );
  }
  return (
    <>
      <HistoryTable
        page={page}
        caption={<FormattedMessage id={CAPTIONS[page.history]} values={days} />}
        busy={store.loading}
      />
      <HistoryPager store={store} />
    </>
  );
});

/**
 * The history tab of the profile (account-and-session.md §2 Profile: cashier, casino, sports,
 * payments, my activity and session): the choice of history and days, then a page of 20 entries,
 * newest first, times on the player's clock (DD/MM/YYYY, HH:mm:ss) and amounts as §9 writes them.
 * While a page loads a status says so (the page shown stays, dimmed); a failed call says why with a
 * retry. The profile's panel names the tab (h2).
 */
function HistoryTab() {
  const store = useScreenStore(ProfileHistoryStore);
  const { failure } = store;
  return (
    <div className="profile-history">
      <HistoryFilters store={store} />
      <LiveLoading active={store.loading}>
        <FormattedMessage id="profileHistory.loading" />
      </LiveLoading>
      {failure === null ? (
        <HistoryResults store={store} />
      ) : (
        <LoadFailed
          retry={<FormattedMessage id="profileHistory.retry" />}
          onRetry={() => {
            store.retry();
          }}
        >
          <FormattedMessage id="profileHistory.failed" /> <CatalogueMessage id={failure} />
        </LoadFailed>
      )}
    </div>
  );
}

export default observer(HistoryTab);
