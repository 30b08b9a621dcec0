import { BONUS_STATUSES, type BonusStatus } from '@lv-casino/core/bonuses/bonus.ts';
import type { BonusAction } from '@lv-casino/core/bonuses/bonus-actions.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import BonusTable from './bonus-table.tsx';
import { STATUS_LABELS } from './bonus-parts.tsx';
import BonusesPager from './bonuses-pager.tsx';
import { ProfileBonusesStore } from './profile-bonuses.store.ts';
import { DataTableEmpty } from '../../ui/data-table.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import './profile-bonuses.css';

const DONE: Readonly<Record<BonusAction, MessageId>> = {
  claim: 'bonuses.done.claim',
  remove: 'bonuses.done.remove',
  release: 'bonuses.done.release',
};

const ALL = 'ALL';
const isStatus = (value: string): value is BonusStatus =>
  (BONUS_STATUSES as readonly string[]).includes(value);

/** The count of active bonuses and the choice of state. */
const Toolbar = observer(function Toolbar({ store }: { readonly store: ProfileBonusesStore }) {
  const filterId = useId();
  return (
    <div className="profile-bonuses__toolbar">
      <h3 className="profile-bonuses__heading">
        <FormattedMessage id="bonuses.title" />
      </h3>
      {store.activeCount !== null && (
        <p className="profile-bonuses__count">
          <FormattedMessage id="bonuses.activeCount" values={{ count: store.activeCount }} />
        </p>
      )}
      <FormField
        id={filterId}
        className="profile-bonuses__filter"
        label={<FormattedMessage id="bonuses.filter.label" />}
      >
        <select
          className="field__input"
          value={store.status ?? ALL}
          onChange={(event) => {
            const { value } = event.target;
            store.showStatus(isStatus(value) ? value : null);
          }}
        >
          <FormattedMessage id="bonuses.filter.all">
            {(text) => <option value={ALL}>{text}</option>}
          </FormattedMessage>
          {BONUS_STATUSES.map((status) => (
            <FormattedMessage key={status} id={STATUS_LABELS[status]}>
              {(text) => <option value={status}>{text}</option>}
            </FormattedMessage>
          ))}
        </select>
      </FormField>
    </div>
  );
});

/** The page: loading, failed (with a retry), empty (why), or the table with its pager. */
const Results = observer(function Results({ store }: { readonly store: ProfileBonusesStore }) {
  const { page, failure } = store;
  if (failure !== null) {
    return (
      <LoadFailed
        retry={<FormattedMessage id="bonuses.retry" />}
        onRetry={() => {
          store.retry();
        }}
      >
        <FormattedMessage id="bonuses.loadFailed" /> <CatalogueMessage id={failure} />
      </LoadFailed>
    );
  }
  if (page === null) {
    return (
      <Loading>
        <FormattedMessage id="bonuses.loading" />
      </Loading>
    );
  }
  if (page.assets.length === 0) {
    return (
      <DataTableEmpty>
        <FormattedMessage id={page.totalCount === 0 ? 'bonuses.empty.none' : 'bonuses.empty.status'} />
      </DataTableEmpty>
    );
  }
  return (
    <>
      <BonusTable
        store={store}
        caption={<FormattedMessage id="bonuses.caption" values={{ count: page.filteredCount }} />}
      />
      <BonusesPager store={store} />
    </>
  );
});

/**
 * The bonuses tab of the profile (account-and-session.md §2 Profile, §7 Bonuses): the count of active
 * bonuses, a state filter and a page of the player's bonuses with their amount, state, expiry, wagering
 * progress and products, and the actions each state offers. What an action did is read out in the
 * status region. Rendered inside the profile's tab panel, whose `<h2>` names the tab.
 */
function BonusesTab() {
  const store = useScreenStore(ProfileBonusesStore);
  const { lastDone } = store;
  return (
    <div className="profile-bonuses">
      <Toolbar store={store} />
      <LiveNotice role="status" tone="info">
        {lastDone !== null && (
          <FormattedMessage id={DONE[lastDone.action]} values={{ name: lastDone.bonusName }} />
        )}
      </LiveNotice>
      <Results store={store} />
    </div>
  );
}

export default observer(BonusesTab);
