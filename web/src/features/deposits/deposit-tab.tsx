import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { localDateTime } from '../../ui/local-time.ts';
import { DepositForm } from './deposit-form.tsx';
import { ProviderName } from './deposit-labels.tsx';
import { SecondaryAction } from './secondary-action.tsx';
import { DepositTabStore } from './deposit-tab.store.ts';
import '../../ui/field.css';
import './deposits.css';

/** The flow's note: a not-verified player verifies after depositing; an intermediate one is being checked. */
const FlowNotice = observer(function FlowNotice({ store }: { readonly store: DepositTabStore }) {
  if (store.flow === 'verified') return null;
  return (
    <div className="deposits__notice" data-flow={store.flow}>
      <p>
        <FormattedMessage id={`deposits.flow.${store.flow}`} />
      </p>
      {store.flow === 'not-verified' && (
        <SecondaryAction
          label="deposits.flow.verifyNow"
          onClick={() => {
            store.openKyc();
          }}
        />
      )}
    </div>
  );
});

/** The deposit still pending from before (its result page not seen): where it stands. */
const PendingBanner = observer(function PendingBanner({ store }: { readonly store: DepositTabStore }) {
  const deposit = store.pendingDeposit;
  if (deposit === null || store.step.kind === 'redirecting') return null;
  return (
    <div className="deposits__pending">
      <p>
        <FormattedMessage
          id="deposits.pending.banner"
          values={{
            amount: formatMinorUnits(deposit.amount, deposit.currency),
            provider: <ProviderName provider={deposit.provider} />,
          }}
        />
      </p>
      <SecondaryAction
        label="deposits.pending.show"
        onClick={() => {
          store.showStatus();
        }}
      />
    </div>
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
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await store.submit();
    if (store.codeError !== null) input.current?.focus();
  };
  return (
    <form
      className="deposits__form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void onSubmit(event)}
    >
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-code`}>
          <FormattedMessage id="deposits.code.label" values={{ length: step.challenge.codeLength }} />
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          className="field__input deposits__code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={step.challenge.codeLength}
          value={store.verificationCode}
          aria-invalid={store.codeError !== null}
          aria-describedby={store.codeError === null ? undefined : `${id}-error`}
          onChange={(event) => {
            store.setVerificationCode(event.target.value);
          }}
        />
        {store.codeError !== null && (
          <p id={`${id}-error`} className="deposits__field-error">
            <CatalogueMessage id={store.codeError} />
          </p>
        )}
      </div>
      <div role="alert" className="deposits__alert">
        {store.refusal !== null && <CatalogueMessage id={store.refusal} />}
      </div>
      <div className="deposits__actions">
        <SecondaryAction
          label="deposits.back"
          onClick={() => {
            store.backToForm();
          }}
        />
        <button type="submit" className="button button--primary" aria-disabled={store.busy}>
          {store.busy && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="deposits.code.confirm" />
        </button>
      </div>
    </form>
  );
});

/** CoinsPaid: where to send the coins; Smart Payments: the voucher to pay. */
const PayStep = observer(function PayStep({ store }: { readonly store: DepositTabStore }) {
  const step = store.step;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  if (step.kind === 'address') {
    const { address } = step;
    return (
      <section className="deposits__result" aria-labelledby="deposits-pay-title">
        <h3 id="deposits-pay-title" ref={heading} tabIndex={-1} className="deposits__heading">
          <FormattedMessage id="deposits.address.title" values={{ coin: address.cryptoCurrency }} />
        </h3>
        <p>
          <FormattedMessage id="deposits.address.text" values={{ coin: address.cryptoCurrency }} />
        </p>
        <dl className="deposits__facts">
          <div>
            <dt>
              <FormattedMessage id="deposits.address.address" />
            </dt>
            <dd className="deposits__code">{address.address}</dd>
          </div>
          {address.tag !== null && (
            <div>
              <dt>
                <FormattedMessage id="deposits.address.tag" />
              </dt>
              <dd className="deposits__code">{address.tag}</dd>
            </div>
          )}
        </dl>
        <SecondaryAction
          label="deposits.back"
          onClick={() => {
            store.backToForm();
          }}
        />
      </section>
    );
  }
  if (step.kind === 'voucher') {
    const { voucher } = step;
    return (
      <section className="deposits__result" aria-labelledby="deposits-pay-title">
        <h3 id="deposits-pay-title" ref={heading} tabIndex={-1} className="deposits__heading">
          <FormattedMessage id="deposits.voucher.title" />
        </h3>
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
        <SecondaryAction
          label="deposits.back"
          onClick={() => {
            store.backToForm();
          }}
        />
      </section>
    );
  }
  return null;
});

/** The methods' state: loading, or failed with a retry. */
const OptionsNotice = observer(function OptionsNotice({ store }: { readonly store: DepositTabStore }) {
  const { options } = store;
  if (options.kind === 'loading') {
    return (
      <p className="deposits__muted" role="status">
        <span className="spinner" aria-hidden="true" /> <FormattedMessage id="deposits.loading" />
      </p>
    );
  }
  if (options.kind === 'failed') {
    return (
      <div className="deposits__notice" role="alert">
        <p>
          <FormattedMessage id="deposits.loadFailed" /> <CatalogueMessage id={options.messageKey} />
        </p>
        <SecondaryAction
          label="deposits.retry"
          onClick={() => {
            store.retry();
          }}
        />
      </div>
    );
  }
  if (options.methods.length === 0) {
    return (
      <p className="deposits__notice">
        <FormattedMessage id="deposits.noMethods" />
      </p>
    );
  }
  return null;
});

/**
 * The deposit tab of the profile (games-and-content.md §2, §4, §5, §7 Deposits, §9; account-and-
 * session.md §2 deposit sub-areas): the flow by the player's KYC, a deposit still pending, the form,
 * and the step a provider's flow adds (A1's code, a crypto address, a voucher, the payment window
 * opening). Rendered inside the profile's tab panel, whose `<h2>` names the tab.
 */
function DepositTab() {
  const store = useScreenStore(DepositTabStore);
  const { step } = store;
  return (
    <div className="deposits" aria-busy={store.options.kind === 'loading'}>
      <FlowNotice store={store} />
      <PendingBanner store={store} />
      <OptionsNotice store={store} />
      <div role="status" className="deposits__status">
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
      </div>
      {store.options.kind === 'ready' && step.kind === 'form' && store.methods.length > 0 && (
        <DepositForm store={store} />
      )}
      {step.kind === 'code' && <CodeStep store={store} />}
      {(step.kind === 'address' || step.kind === 'voucher') && <PayStep store={store} />}
    </div>
  );
}

export default observer(DepositTab);
