import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import type { WithdrawField } from '@lv-casino/core/withdraw/withdraw-form.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type SubmitEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { ProfileWithdrawStore } from './profile-withdraw.store.ts';
import { RefusalMessage } from './withdraw-action.tsx';
import { describedBy } from '../../ui/described-by.ts';

/** A field's error: its catalogue text (the form's own texts are in this feature's messages). */
function FieldError({ id, messageKey }: { readonly id: string; readonly messageKey: string | undefined }) {
  if (messageKey === undefined) return null;
  return (
    <p id={id} className="profile-withdraw__field-error">
      <CatalogueMessage id={messageKey} />
    </p>
  );
}

/**
 * The withdrawal form: the methods as a radio group (each with its account and bounds), the amount
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
    methodError: `${id}-method-error`,
    amount: `${id}-amount`,
    amountHint: `${id}-amount-hint`,
    amountError: `${id}-amount-error`,
    account: `${id}-account`,
    accountError: `${id}-account-error`,
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

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await store.submit();
    const first = store.firstError;
    if (first === 'method') fields.method.current?.querySelector('input')?.focus();
    else if (first !== null) fields[first].current?.focus();
  };

  return (
    <form
      className="profile-withdraw__form"
      aria-labelledby={ids.title}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={ids.title} className="profile-withdraw__heading">
        <FormattedMessage id="profileWithdraw.form.title" />
      </h3>
      <fieldset
        ref={fields.method}
        className="profile-withdraw__methods"
        aria-describedby={describedBy(
          (errors.method !== undefined || methodRefusal !== null) && ids.methodError,
        )}
      >
        <legend className="field__label">
          <FormattedMessage id="profileWithdraw.method.legend" />
        </legend>
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
        <div id={ids.methodError}>
          <FieldError id={`${ids.methodError}-text`} messageKey={errors.method} />
          {methodRefusal !== null && (
            <RefusalMessage
              refusal={methodRefusal}
              onFollow={(action) => {
                store.follow(action);
              }}
            />
          )}
        </div>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={ids.amount}>
          <FormattedMessage id="profileWithdraw.amount.label" values={{ currency }} />
        </label>
        <div className="field__control profile-withdraw__amount">
          <input
            ref={fields.amount}
            id={ids.amount}
            name="amount"
            className="field__input profile-withdraw__amount-input"
            inputMode="decimal"
            autoComplete="off"
            value={store.amount}
            aria-invalid={errors.amount !== undefined}
            aria-describedby={describedBy(
              method !== null && ids.amountHint,
              errors.amount !== undefined && ids.amountError,
            )}
            onChange={(event) => {
              store.setAmount(event.target.value);
            }}
          />
          <span className="profile-withdraw__currency" aria-hidden="true">
            {currency}
          </span>
        </div>
        {method !== null && (
          <p id={ids.amountHint} className="profile-withdraw__hint">
            <FormattedMessage
              id="profileWithdraw.amount.hint"
              values={{
                min: formatMinorUnits(method.minAmount, method.currency),
                max: formatMinorUnits(method.maxAmount, method.currency),
              }}
            />
          </p>
        )}
        <FieldError id={ids.amountError} messageKey={errors.amount} />
      </div>
      {method?.paymentAccount === null && (
        <div className="field">
          <label className="field__label" htmlFor={ids.account}>
            <FormattedMessage id="profileWithdraw.paymentAccount.label" />
          </label>
          <input
            ref={fields.paymentAccount}
            id={ids.account}
            name="paymentAccount"
            className="field__input"
            autoComplete="off"
            value={store.paymentAccount}
            aria-invalid={errors.paymentAccount !== undefined}
            aria-describedby={describedBy(errors.paymentAccount !== undefined && ids.accountError)}
            onChange={(event) => {
              store.setPaymentAccount(event.target.value);
            }}
          />
          <FieldError id={ids.accountError} messageKey={errors.paymentAccount} />
        </div>
      )}
      <div role="alert" className="profile-withdraw__alert">
        {formRefusal !== null && (
          <RefusalMessage
            refusal={formRefusal}
            onFollow={(action) => {
              store.follow(action);
            }}
          />
        )}
      </div>
      <button
        type="submit"
        className="button button--primary button--block button--large profile-withdraw__submit"
        data-feedback={feedback}
        aria-disabled={feedback === 'busy'}
      >
        {feedback === 'busy' && <span className="spinner" aria-hidden="true" />}
        {feedback === 'succeeded' && (
          <span className="profile-withdraw__feedback-icon" aria-hidden="true">
            ✓
          </span>
        )}
        {feedback === 'failed' && (
          <span className="profile-withdraw__feedback-icon" aria-hidden="true">
            !
          </span>
        )}
        <FormattedMessage
          id={feedback === 'busy' ? 'profileWithdraw.submit.busy' : 'profileWithdraw.submit'}
        />
      </button>
    </form>
  );
});
