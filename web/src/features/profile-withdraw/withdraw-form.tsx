import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import type { WithdrawField } from '@lv-casino/core/withdraw/withdraw-form.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldGroup, TextField } from '../../ui/form-field.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import type { ProfileWithdrawStore } from './profile-withdraw.store.ts';
import { RefusalMessage } from './withdraw-action.tsx';
import { Form } from '../../ui/form.tsx';
import { PaymentLogo } from '../../ui/payment-logo.tsx';

/**
 * The withdrawal form: the methods as a radio group (each with its logo, account and bounds), the amount
 * (a decimal keyboard, the currency in its label, the chosen method's bounds as its hint), the account
 * for a method without one on file, and the submit button with its feedback. After a failed submit the
 * focus goes to the first field in error; what was typed stays.
 */
export const WithdrawForm = observer(function WithdrawForm({
  store,
}: {
  readonly store: ProfileWithdrawStore;
}) {
  const id = useId();
  const ids = {
    title: `${id}-title`,
    method: `${id}-methods`,
    amount: `${id}-amount`,
    account: `${id}-account`,
  };
  const fields = {
    method: useRef<HTMLFieldSetElement>(null),
    amount: useRef<HTMLInputElement>(null),
    paymentAccount: useRef<HTMLInputElement>(null),
  } satisfies Record<WithdrawField, unknown>;
  const { errors, refusal, selectedMethod: method, feedback } = store;
  const currency = store.currency ?? '';
  const methodRefusal = refusal?.target === 'method' ? refusal : null;
  const formRefusal = refusal?.target === 'form' ? refusal : null;

  const onSubmit = async (): Promise<void> => {
    await store.submit();
    const first = store.firstError;
    if (first === 'method') fields.method.current?.querySelector('input')?.focus();
    else if (first !== null) fields[first].current?.focus();
  };

  return (
    <Form className="profile-withdraw__form" aria-labelledby={ids.title} onSubmit={onSubmit}>
      <h3 id={ids.title} className="profile-withdraw__heading">
        <FormattedMessage id="profileWithdraw.form.title" />
      </h3>
      <FieldGroup
        ref={fields.method}
        id={ids.method}
        className="profile-withdraw__methods"
        legend={<FormattedMessage id="profileWithdraw.method.legend" />}
        error={
          (errors.method !== undefined || methodRefusal !== null) && (
            <>
              {catalogueText(errors.method)}
              {methodRefusal !== null && (
                <RefusalMessage
                  refusal={methodRefusal}
                  onFollow={(action) => {
                    store.follow(action);
                  }}
                />
              )}
            </>
          )
        }
      >
        {store.offered.map((offered) => (
          <label key={offered.methodId} className="profile-withdraw__method">
            <input
              type="radio"
              name={`${id}-method`}
              value={offered.methodId}
              checked={offered.methodId === store.methodId}
              onChange={() => {
                store.chooseMethod(offered.methodId);
              }}
            />
            <PaymentLogo src={offered.logoUrl} className="profile-withdraw__method-logo" />
            <span className="profile-withdraw__method-text">
              <span className="profile-withdraw__method-name">{offered.name}</span>
              {offered.paymentAccount !== null && (
                <span className="profile-withdraw__method-account">{offered.paymentAccount}</span>
              )}
              <span className="profile-withdraw__method-bounds">
                <FormattedMessage
                  id="profileWithdraw.method.bounds"
                  values={{
                    min: formatMinorUnits(offered.minAmount, offered.currency),
                    max: formatMinorUnits(offered.maxAmount, offered.currency),
                  }}
                />
              </span>
            </span>
          </label>
        ))}
      </FieldGroup>
      <TextField
        id={ids.amount}
        inputRef={fields.amount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        label={<FormattedMessage id="profileWithdraw.amount.label" values={{ currency }} />}
        unit={currency}
        hint={
          method !== null && (
            <FormattedMessage
              id="profileWithdraw.amount.hint"
              values={{
                min: formatMinorUnits(method.minAmount, method.currency),
                max: formatMinorUnits(method.maxAmount, method.currency),
              }}
            />
          )
        }
        error={catalogueText(errors.amount)}
        value={store.amount}
        onValue={(value) => {
          store.setAmount(value);
        }}
      />
      {method?.paymentAccount === null && (
        <TextField
          id={ids.account}
          inputRef={fields.paymentAccount}
          name="paymentAccount"
          autoComplete="off"
          label={<FormattedMessage id="profileWithdraw.paymentAccount.label" />}
          error={catalogueText(errors.paymentAccount)}
          value={store.paymentAccount}
          onValue={(value) => {
            store.setPaymentAccount(value);
          }}
        />
      )}
      <LiveNotice role="alert">
        {formRefusal !== null && (
          <RefusalMessage
            refusal={formRefusal}
            onFollow={(action) => {
              store.follow(action);
            }}
          />
        )}
      </LiveNotice>
      <Button
        type="submit"
        block
        large
        feedback={feedback}
        busyLabel={<FormattedMessage id="profileWithdraw.submit.busy" />}
      >
        <FormattedMessage id="profileWithdraw.submit" />
      </Button>
    </Form>
  );
});
