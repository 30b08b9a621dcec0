import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { localDateTime } from '../../ui/local-time.ts';
import { Fact } from '../../ui/fact.tsx';
import { DepositForm } from './deposit-form.tsx';
import { ProviderName } from './deposit-labels.tsx';
import { DepositTabStore } from './deposit-tab.store.ts';
import { PaymentFormStep } from './payment-form-step.tsx';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { LiveNotice, Notice } from '../../ui/notice.tsx';
import './deposits.css';
import { Form } from '../../ui/form.tsx';

/** A secondary action of the tab: its label and what it does. */
function SecondaryAction({ label, onClick }: { readonly label: MessageId; readonly onClick: () => void }) {
  return (
    <Button tone="secondary" onClick={onClick}>
      <FormattedMessage id={label} />
    </Button>
  );
}

/** The flow's note: a not-verified player verifies after depositing; an intermediate one is being checked. */
const FlowNotice = observer(function FlowNotice({ store }: { readonly store: DepositTabStore }) {
  if (store.flow === 'verified') return null;
  return (
    <Notice
      className="deposits__notice"
      action={
        store.flow === 'not-verified' && (
          <SecondaryAction
            label="deposits.flow.verifyNow"
            onClick={() => {
              store.openKyc();
            }}
          />
        )
      }
    >
      <FormattedMessage id={`deposits.flow.${store.flow}`} />
    </Notice>
  );
});

/** The deposit still pending from before (its result page not seen): where it stands. */
const PendingBanner = observer(function PendingBanner({ store }: { readonly store: DepositTabStore }) {
  const deposit = store.pendingDeposit;
  // The deposit this showing started is the step itself (its window opening, its form in the page,
  // the address or voucher it is paid to).
  const started = ['redirecting', 'in-page', 'ended', 'address', 'voucher'];
  if (deposit === null || started.includes(store.step.kind)) return null;
  return (
    <Notice
      className="deposits__notice deposits__pending"
      action={
        <SecondaryAction
          label="deposits.pending.show"
          onClick={() => {
            store.showStatus();
          }}
        />
      }
    >
      <FormattedMessage
        id="deposits.pending.banner"
        values={{
          amount: formatMinorUnits(deposit.amount, deposit.currency),
          provider: <ProviderName provider={deposit.provider} />,
        }}
      />
    </Notice>
  );
});

/** A1's second step: the SMS code sent to the player's phone. */
const CodeStep = observer(function CodeStep({ store }: { readonly store: DepositTabStore }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const step = store.step;
  useEffect(() => {
    input.current?.focus();
  }, []);
  if (step.kind !== 'code') return null;
  const onSubmit = async (): Promise<void> => {
    await store.submit();
    if (store.codeError !== null) input.current?.focus();
  };
  return (
    <Form className="deposits__form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h3 id={`${id}-title`} className="deposits__heading">
        <FormattedMessage id="deposits.code.title" />
      </h3>
      <p>
        <FormattedMessage
          id="deposits.code.sent"
          values={{
            amount: store.amountText,
            phone: step.challenge.maskedPhoneNumber,
            minutes: Math.ceil(step.challenge.expiresInSeconds / 60),
          }}
        />
      </p>
      <TextField
        id={`${id}-code`}
        inputRef={input}
        inputClassName="deposits__code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={step.challenge.codeLength}
        label={<FormattedMessage id="deposits.code.label" values={{ length: step.challenge.codeLength }} />}
        error={catalogueText(store.codeError)}
        value={store.verificationCode}
        onValue={(value) => {
          store.setVerificationCode(value);
        }}
      />
      <LiveNotice role="alert">{catalogueText(store.refusal)}</LiveNotice>
      <div className="deposits__actions">
        <SecondaryAction
          label="deposits.back"
          onClick={() => {
            store.backToForm();
          }}
        />
        <Button type="submit" busy={store.busy}>
          <FormattedMessage id="deposits.code.confirm" />
        </Button>
      </div>
    </Form>
  );
});

/** A step that shows what to pay to (its heading takes the focus as it opens), with the way back. */
function PaySection({
  store,
  title,
  children,
}: {
  readonly store: DepositTabStore;
  readonly title: ReactNode;
  readonly children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="deposits__result" aria-labelledby="deposits-pay-title">
      <h3 id="deposits-pay-title" ref={heading} tabIndex={-1} className="deposits__heading">
        {title}
      </h3>
      {children}
      <SecondaryAction
        label="deposits.back"
        onClick={() => {
          store.backToForm();
        }}
      />
    </section>
  );
}

/** CoinsPaid: where to send the coins; Smart Payments: the voucher to pay. */
const PayStep = observer(function PayStep({ store }: { readonly store: DepositTabStore }) {
  const step = store.step;
  if (step.kind === 'address') {
    const { address } = step;
    return (
      <PaySection
        store={store}
        title={<FormattedMessage id="deposits.address.title" values={{ coin: address.cryptoCurrency }} />}
      >
        <p>
          <FormattedMessage id="deposits.address.text" values={{ coin: address.cryptoCurrency }} />
        </p>
        <dl className="deposits__facts">
          <Fact term="deposits.address.address" valueClassName="deposits__code">
            {address.address}
          </Fact>
          {address.tag !== null && (
            <Fact term="deposits.address.tag" valueClassName="deposits__code">
              {address.tag}
            </Fact>
          )}
        </dl>
      </PaySection>
    );
  }
  if (step.kind === 'voucher') {
    const { voucher } = step;
    return (
      <PaySection store={store} title={<FormattedMessage id="deposits.voucher.title" />}>
        <p>
          <FormattedMessage
            id="deposits.voucher.text"
            values={{
              amount: formatMinorUnits(voucher.amount, voucher.currency),
              until: localDateTime(Date.parse(voucher.expiresAt)),
            }}
          />
        </p>
        <p className="deposits__code deposits__voucher">{voucher.voucherCode}</p>
      </PaySection>
    );
  }
  return null;
});

/** The methods' state: loading, or failed with a retry. */
const OptionsNotice = observer(function OptionsNotice({ store }: { readonly store: DepositTabStore }) {
  const { options } = store;
  if (options.kind === 'loading') {
    return (
      <Loading>
        <FormattedMessage id="deposits.loading" />
      </Loading>
    );
  }
  if (options.kind === 'failed') {
    return (
      <LoadFailed
        retry={<FormattedMessage id="deposits.retry" />}
        onRetry={() => {
          store.retry();
        }}
      >
        <FormattedMessage id="deposits.loadFailed" /> <CatalogueMessage id={options.messageKey} />
      </LoadFailed>
    );
  }
  if (options.methods.length === 0) {
    return (
      <Notice>
        <FormattedMessage id="deposits.noMethods" />
      </Notice>
    );
  }
  return null;
});

/**
 * The deposit tab of the profile (games-and-content.md §2, §4, §5, §7 Deposits, §9; account-and-
 * session.md §2 deposit sub-areas): the flow by the player's KYC, a deposit still pending, the form,
 * and the step a provider's flow adds (A1's code, a crypto address, a voucher, the payment window
 * opening, the provider's form in the page). Rendered inside the profile's tab panel, whose `<h2>`
 * names the tab.
 */
function DepositTab() {
  const store = useScreenStore(DepositTabStore);
  const { step } = store;
  return (
    <div className="deposits" aria-busy={store.options.kind === 'loading'}>
      <FlowNotice store={store} />
      <PendingBanner store={store} />
      <OptionsNotice store={store} />
      <div role="status" className="live-region">
        {step.kind === 'redirecting' && (
          <p className="deposits__redirecting">
            <span className="spinner" aria-hidden="true" />{' '}
            <FormattedMessage
              id="deposits.redirecting"
              values={{
                amount: formatMinorUnits(step.deposit.amount, step.deposit.currency),
                provider: <ProviderName provider={step.deposit.provider} />,
                started: localDateTime(step.deposit.startedAt),
              }}
            />
          </p>
        )}
        {step.kind === 'ended' && (
          <p className="deposits__redirecting">
            <span className="spinner" aria-hidden="true" />{' '}
            <FormattedMessage id="deposits.paymentForm.ended" />
          </p>
        )}
      </div>
      {store.options.kind === 'ready' && step.kind === 'form' && store.methods.length > 0 && (
        <DepositForm store={store} />
      )}
      {step.kind === 'code' && <CodeStep store={store} />}
      {(step.kind === 'address' || step.kind === 'voucher') && <PayStep store={store} />}
      {step.kind === 'in-page' && <PaymentFormStep store={store} />}
    </div>
  );
}

export default observer(DepositTab);
