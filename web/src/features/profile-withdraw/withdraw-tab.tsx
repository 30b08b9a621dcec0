import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { ProfileWithdrawStore } from './profile-withdraw.store.ts';
import { RefusalMessage } from './withdraw-action.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import '../../ui/field.css';
import './profile-withdraw.css';

/** What can be withdrawn (the cash balance) and the bonus money that cannot. */
const BalanceSummary = observer(function BalanceSummary({ store }: { readonly store: ProfileWithdrawStore }) {
  const titleId = useId();
  const { balance } = store;
  return (
    <section className="profile-withdraw__balance" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile-withdraw__heading">
        <FormattedMessage id="profileWithdraw.balance.title" />
      </h3>
      {balance === null ? (
        <p className="profile-withdraw__muted">
          <FormattedMessage id="profileWithdraw.balance.unknown" />
        </p>
      ) : (
        <dl className="profile-withdraw__figures">
          <div>
            <dt>
              <FormattedMessage id="profileWithdraw.balance.withdrawable" />
            </dt>
            <dd className="profile-withdraw__cash">{formatMinorUnits(balance.cash, balance.currency)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="profileWithdraw.balance.bonus" />
            </dt>
            <dd>{formatMinorUnits(balance.bonus, balance.currency)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
});

/** The withdrawal just asked for: pending (with its cancel) or cancelled. Announced as a status. */
const Requested = observer(function Requested({ store }: { readonly store: ProfileWithdrawStore }) {
  const { requested } = store;
  if (requested === null) return null;
  const { withdrawal, cancelling, cancelError } = requested;
  const amount = formatMinorUnits(withdrawal.amount, withdrawal.currency);
  if (withdrawal.status === 'CANCELLED') {
    return (
      <p className="profile-withdraw__success">
        <FormattedMessage id="profileWithdraw.cancelled" values={{ amount }} />
      </p>
    );
  }
  return (
    <div className="profile-withdraw__success">
      <p>
        <FormattedMessage id="profileWithdraw.requested" values={{ amount }} />
      </p>
      {withdrawal.status === 'PENDING' && (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={cancelling}
          onClick={() => void store.cancelRequested()}
        >
          {cancelling && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id={cancelling ? 'profileWithdraw.cancelling' : 'profileWithdraw.cancel'} />
        </button>
      )}
      {cancelError !== null && (
        <p className="profile-withdraw__field-error">
          <FormattedMessage id="profileWithdraw.cancelFailed" /> <CatalogueMessage id={cancelError} />
        </p>
      )}
    </div>
  );
});

/** The methods' state: loading, failed (with a retry), not available to the player (why, and the way on). */
const MethodsNotice = observer(function MethodsNotice({ store }: { readonly store: ProfileWithdrawStore }) {
  const { methods } = store;
  switch (methods.kind) {
    case 'loading':
      return (
        <p className="profile-withdraw__muted" role="status">
          <span className="spinner" aria-hidden="true" /> <FormattedMessage id="profileWithdraw.loading" />
        </p>
      );
    case 'failed':
      return (
        <div className="profile-withdraw__notice" role="alert">
          <p>
            <FormattedMessage id="profileWithdraw.loadFailed" /> <CatalogueMessage id={methods.messageKey} />
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              store.retry();
            }}
          >
            <FormattedMessage id="profileWithdraw.retry" />
          </button>
        </div>
      );
    case 'unavailable':
      return (
        <div className="profile-withdraw__notice">
          <RefusalMessage
            refusal={methods.refusal}
            onFollow={(action) => {
              store.follow(action);
            }}
          />
        </div>
      );
    case 'ready':
      return null;
  }
});

/**
 * The withdraw tab of the profile (account-and-session.md §2; §8 codes 21, 23-26, 35, 91, 116, 117):
 * the balance that can be withdrawn, the methods and the amount, the refusals with their actions, and
 * the pending withdrawal once asked for (the balance refreshes after it). Rendered inside the profile's
 * tab panel, whose `<h2>` names the tab.
 */
function WithdrawTab() {
  const store = useScreenStore(ProfileWithdrawStore);
  return (
    <div className="profile-withdraw" aria-busy={store.methods.kind === 'loading'}>
      <BalanceSummary store={store} />
      <div role="status" className="profile-withdraw__status">
        <Requested store={store} />
      </div>
      <MethodsNotice store={store} />
      {store.methods.kind === 'ready' && <WithdrawForm store={store} />}
    </div>
  );
}

export default observer(WithdrawTab);
