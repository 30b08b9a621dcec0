import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { ProfileWithdrawStore } from './profile-withdraw.store.ts';
import { RefusalMessage } from './withdraw-action.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { Button } from '../../ui/button.tsx';
import { Fact } from '../../ui/fact.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
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
        <p className="field__hint">
          <FormattedMessage id="profileWithdraw.balance.unknown" />
        </p>
      ) : (
        <dl className="profile-withdraw__figures">
          <Fact term="profileWithdraw.balance.withdrawable" valueClassName="profile-withdraw__cash">
            {formatMinorUnits(balance.cash, balance.currency)}
          </Fact>
          <Fact term="profileWithdraw.balance.bonus">
            {formatMinorUnits(balance.bonus, balance.currency)}
          </Fact>
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
      <Notice tone="success">
        <FormattedMessage id="profileWithdraw.cancelled" values={{ amount }} />
      </Notice>
    );
  }
  return (
    <Notice
      tone="success"
      action={
        <>
          {withdrawal.status === 'PENDING' && (
            <Button
              tone="secondary"
              busy={cancelling}
              busyLabel={<FormattedMessage id="profileWithdraw.cancelling" />}
              onClick={() => void store.cancelRequested()}
            >
              <FormattedMessage id="profileWithdraw.cancel" />
            </Button>
          )}
          {cancelError !== null && (
            <p className="field__error">
              <FormattedMessage id="profileWithdraw.cancelFailed" /> <CatalogueMessage id={cancelError} />
            </p>
          )}
        </>
      }
    >
      <FormattedMessage id="profileWithdraw.requested" values={{ amount }} />
    </Notice>
  );
});

/** The methods' state: loading, failed (with a retry), not available to the player (why, and the way on). */
const MethodsNotice = observer(function MethodsNotice({ store }: { readonly store: ProfileWithdrawStore }) {
  const { methods } = store;
  switch (methods.kind) {
    case 'loading':
      return (
        <Loading>
          <FormattedMessage id="profileWithdraw.loading" />
        </Loading>
      );
    case 'failed':
      return (
        <LoadFailed
          retry={<FormattedMessage id="profileWithdraw.retry" />}
          onRetry={() => {
            store.retry();
          }}
        >
          <FormattedMessage id="profileWithdraw.loadFailed" /> <CatalogueMessage id={methods.messageKey} />
        </LoadFailed>
      );
    case 'unavailable':
      return (
        <Notice>
          <RefusalMessage
            refusal={methods.refusal}
            onFollow={(action) => {
              store.follow(action);
            }}
          />
        </Notice>
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
      <div role="status" className="live-region">
        <Requested store={store} />
      </div>
      <MethodsNotice store={store} />
      {store.methods.kind === 'ready' && <WithdrawForm store={store} />}
    </div>
  );
}

export default observer(WithdrawTab);
