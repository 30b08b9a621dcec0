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
import '../../ui/field.css';
import '../../ui/data-table.css';
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
      <div className="field profile-bonuses__filter">
        <label className="field__label" htmlFor={filterId}>
          <FormattedMessage id="bonuses.filter.label" />
        </label>
        <select
          id={filterId}
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
      </div>
    </div>
  );
});

/** The page: loading, failed (with a retry), empty (why), or the table with its pager. */
const Results = observer(function Results({ store }: { readonly store: ProfileBonusesStore }) {
  const { page, failure, loading } = store;
  if (failure !== null) {
    return (
      <div className="data-table-error" role="alert">
        <p>
          <FormattedMessage id="bonuses.loadFailed" /> <CatalogueMessage id={failure} />
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            store.retry();
          }}
        >
          <FormattedMessage id="bonuses.retry" />
        </button>
      </div>
    );
  }
  if (page === null) {
    return (
      <p className="profile-bonuses__muted" role="status">
        <span className="spinner" aria-hidden="true" /> <FormattedMessage id="bonuses.loading" />
      </p>
    );
  }
  if (page.assets.length === 0) {
    return (
      <p className="data-table-empty">
        <FormattedMessage id={page.totalCount === 0 ? 'bonuses.empty.none' : 'bonuses.empty.status'} />
      </p>
    );
  }
  return (
    <div className="data-table-results" aria-busy={loading}>
      <BonusTable
        store={store}
        caption={<FormattedMessage id="bonuses.caption" values={{ count: page.filteredCount }} />}
      />
      <BonusesPager store={store} />
    </div>
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
      <div role="status" className="profile-bonuses__status">
        {lastDone !== null && (
          <p className="profile-bonuses__success">
            <FormattedMessage id={DONE[lastDone.action]} values={{ name: lastDone.bonusName }} />
          </p>
        )}
      </div>
      <Results store={store} />
    </div>
  );
}

export default observer(BonusesTab);
