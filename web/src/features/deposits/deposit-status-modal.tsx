import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Button } from '../../ui/button.tsx';
import { Fact } from '../../ui/fact.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import '../../ui/dialog-body.css';
import { ProviderName } from './deposit-labels.tsx';
import { DepositStatusStore } from './deposit-status.store.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import './deposits.css';

/** What the pending deposit waits for: a payment page, a form that was shown here, or an address or voucher. */
function statusText(store: DepositStatusStore): MessageId {
  if (store.canContinue) return 'deposits.status.text';
  return store.paidAway ? 'deposits.status.textPaidAway' : 'deposits.status.textInPage';
}

/**
 * deposit-status-modal (games-and-content.md §4): the deposit is PENDING since its payment window
 * opened (or its form, address or voucher was given); it shows the amount, the provider and since
 * when, with the way back to the payment (none for a provider's form that was shown in the page, an
 * address or a voucher) and the way to give it up. Its result page ends it; with nothing pending it
 * says so and leads to the tab.
 */
function DepositStatusModal({ onClose }: ModalProps) {
  const store = useScreenStore(DepositStatusStore);
  const titleId = useId();
  const { deposit } = store;
  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id={deposit === null ? 'deposits.status.noneTitle' : 'deposits.status.title'} />
        </h2>
        <div role="status" className="live-region">
          {store.cancelled && (
            <p className="dialog-body__text">
              <FormattedMessage id="deposits.status.cancelled" />
            </p>
          )}
        </div>
        {deposit === null ? (
          <NoticeStep
            text={!store.cancelled && <FormattedMessage id="deposits.status.none" />}
            actionLabel={<FormattedMessage id="deposits.status.toDeposit" />}
            onAction={() => {
              store.openDepositTab();
            }}
          />
        ) : (
          <>
            <p className="dialog-body__text">
              <FormattedMessage id={statusText(store)} />
            </p>
            <dl className="deposits__facts">
              <Fact term="deposits.status.amount">{formatMinorUnits(deposit.amount, deposit.currency)}</Fact>
              <Fact term="deposits.status.provider">
                <ProviderName provider={deposit.provider} />
              </Fact>
              <Fact term="deposits.status.started">{localDateTime(deposit.startedAt)}</Fact>
              <Fact term="deposits.status.state">
                <span className="deposits__badge">
                  <FormattedMessage id="deposits.status.pending" />
                </span>
              </Fact>
            </dl>
            <LiveNotice role="alert">
              {store.cancelError !== null && (
                <>
                  <FormattedMessage id="deposits.status.cancelFailed" />{' '}
                  <CatalogueMessage id={store.cancelError} />
                </>
              )}
            </LiveNotice>
            {store.canContinue && (
              <Button
                block
                data-autofocus
                onClick={() => {
                  store.continuePayment();
                }}
              >
                <FormattedMessage id="deposits.status.continue" />
              </Button>
            )}
            <Button
              tone="secondary"
              block
              data-autofocus={store.canContinue ? undefined : true}
              busy={store.cancelling}
              onClick={() => void store.cancel()}
            >
              <FormattedMessage id="deposits.status.cancel" />
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}

export default observer(DepositStatusModal);
