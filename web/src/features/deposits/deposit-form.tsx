import type { DepositFieldError, DepositFormField } from '@lv-casino/core/deposit/deposit-form.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type ReactNode, type SubmitEvent } from 'react';
import { asMessageId } from '../../i18n/message-id.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { SecondaryAction } from './secondary-action.tsx';
import { ChoiceName, ProviderName } from './deposit-labels.tsx';
import { NEW_CARD, QUICK_AMOUNTS, type DepositTabStore } from './deposit-tab.store.ts';
import { describedBy } from '../../ui/described-by.ts';

function FieldError({
  id,
  error,
  currency,
}: {
  readonly id: string;
  readonly error: DepositFieldError | undefined;
  readonly currency: string;
}) {
  if (error === undefined) return null;
  const minimum = error.minimum === undefined ? '' : formatMinorUnits(error.minimum, currency);
  return (
    <p id={id} className="deposits__field-error">
      <FormattedMessage id={asMessageId(error.messageId)} values={{ minimum, offer: error.offer ?? '' }} />
    </p>
  );
}

/** A radio tile of a group. */
function Tile({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onChange: () => void;
  readonly children: ReactNode;
}) {
  return (
    <label className="deposits__tile" data-checked={checked}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <span className="deposits__tile-text">{children}</span>
    </label>
  );
}

/** The chosen method's choice: a bank, a method or a coin (Noda's banks fetched by country). */
const ChoiceField = observer(function ChoiceField({
  store,
  errorId,
  fieldRef,
}: {
  readonly store: DepositTabStore;
  readonly errorId: string;
  readonly fieldRef: React.RefObject<HTMLFieldSetElement | null>;
}) {
  const id = useId();
  const method = store.method;
  if (method?.choice == null) return null;
  const banks = store.banks;
  if (method.choices === 'noda-banks' && banks.kind !== 'ready') {
    return banks.kind === 'failed' ? (
      <div className="deposits__notice" role="alert">
        <p>
          <FormattedMessage id="deposits.banks.failed" /> <CatalogueMessage id={banks.messageKey} />
        </p>
        <SecondaryAction
          label="deposits.retry"
          onClick={() => {
            store.retryBanks();
          }}
        />
      </div>
    ) : (
      <p className="deposits__muted" role="status">
        <span className="spinner" aria-hidden="true" /> <FormattedMessage id="deposits.banks.loading" />
      </p>
    );
  }
  const bankName = (value: string) =>
    banks.kind === 'ready' ? banks.items.find((bank) => bank.id === value)?.name : undefined;
  return (
    <fieldset
      ref={fieldRef}
      className="deposits__group"
      aria-describedby={describedBy(store.errors.choice !== undefined && errorId)}
    >
      <legend className="field__label">
        <FormattedMessage id={asMessageId(`deposits.choice.legend.${method.choice}`)} />
      </legend>
      <div className="deposits__tiles deposits__tiles--small">
        {method.choiceOptional && (
          <Tile
            name={id}
            value=""
            checked={store.choice === null}
            onChange={() => {
              store.setChoice(null);
            }}
          >
            <FormattedMessage id="deposits.choice.fullCashier" />
          </Tile>
        )}
        {store.choices.map((value) => (
          <Tile
            key={value}
            name={id}
            value={value}
            checked={store.choice === value}
            onChange={() => {
              store.setChoice(value);
            }}
          >
            <ChoiceName value={value} name={bankName(value) ?? value} />
          </Tile>
        ))}
      </div>
      <FieldError id={errorId} error={store.errors.choice} currency={store.currency} />
    </fieldset>
  );
});

/** A card method's card: a stored one (iCard, Trust Payments) or a new one. */
const CardField = observer(function CardField({ store }: { readonly store: DepositTabStore }) {
  const id = useId();
  if (store.method?.flow !== 'card') return null;
  const { cards } = store;
  if (cards.kind === 'loading' || cards.kind === 'idle') {
    return (
      <p className="deposits__muted" role="status">
        <span className="spinner" aria-hidden="true" /> <FormattedMessage id="deposits.cards.loading" />
      </p>
    );
  }
  return (
    <fieldset className="deposits__group">
      <legend className="field__label">
        <FormattedMessage id="deposits.cards.legend" />
      </legend>
      {cards.kind === 'failed' && (
        <p className="deposits__field-error">
          <FormattedMessage id="deposits.cards.failed" /> <CatalogueMessage id={cards.messageKey} />
        </p>
      )}
      <div className="deposits__tiles deposits__tiles--small">
        {store.usableCards.map((card) => (
          <Tile
            key={card.customerCreditCardId}
            name={id}
            value={card.customerCreditCardId}
            checked={store.cardChoice === card.customerCreditCardId}
            onChange={() => {
              store.setCardChoice(card.customerCreditCardId);
            }}
          >
            <span className="deposits__card-brand">{card.cardBrand}</span>
            <span className="deposits__card-number">{card.maskedCardNumber}</span>
            <span className="deposits__muted-text">
              <FormattedMessage
                id="deposits.cards.expiry"
                values={{ month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear }}
              />
            </span>
          </Tile>
        ))}
        <Tile
          name={id}
          value={NEW_CARD}
          checked={store.cardChoice === NEW_CARD}
          onChange={() => {
            store.setCardChoice(NEW_CARD);
          }}
        >
          <FormattedMessage id="deposits.cards.new" />
        </Tile>
      </div>
    </fieldset>
  );
});

/** The bonus offers a deposit can claim (none is a choice too). */
const OfferField = observer(function OfferField({ store }: { readonly store: DepositTabStore }) {
  const id = useId();
  if (store.offers.length === 0) return null;
  return (
    <fieldset className="deposits__group">
      <legend className="field__label">
        <FormattedMessage id="deposits.offers.legend" />
      </legend>
      <div className="deposits__tiles deposits__tiles--offers">
        <Tile
          name={id}
          value=""
          checked={store.offerCode === null}
          onChange={() => {
            store.setOffer(null);
          }}
        >
          <FormattedMessage id="deposits.offers.none" />
        </Tile>
        {store.offers.map((offer) => (
          <Tile
            key={offer.depositCode}
            name={id}
            value={offer.depositCode}
            checked={store.offerCode === offer.depositCode}
            onChange={() => {
              store.setOffer(offer.depositCode);
            }}
          >
            <span className="deposits__offer-name">{offer.name}</span>
            <span className="deposits__muted-text">{offer.description}</span>
            <span className="deposits__muted-text">
              <FormattedMessage
                id="deposits.offers.terms"
                values={{
                  percentage: offer.bonusPercentage,
                  max: formatMinorUnits(offer.maxBonusAmount, offer.currency),
                  min: formatMinorUnits(offer.minDepositAmount, offer.currency),
                }}
              />
            </span>
          </Tile>
        ))}
      </div>
    </fieldset>
  );
});

/**
 * The deposit form: the methods the settings enable (as tiles), the chosen method's choice and card,
 * the bonus offer, the amount (quick amounts, a decimal keyboard, the currency in its label) and the
 * submit. After a failed check the focus goes to the first field in error; what was typed stays.
 */
export const DepositForm = observer(function DepositForm({ store }: { readonly store: DepositTabStore }) {
  const id = useId();
  const ids = {
    title: `${id}-title`,
    method: `${id}-method`,
    methodError: `${id}-method-error`,
    choiceError: `${id}-choice-error`,
    amount: `${id}-amount`,
    amountHint: `${id}-amount-hint`,
    amountError: `${id}-amount-error`,
  };
  const fields = {
    method: useRef<HTMLFieldSetElement>(null),
    choice: useRef<HTMLFieldSetElement>(null),
    amount: useRef<HTMLInputElement>(null),
  } satisfies Record<DepositFormField, unknown>;
  const { errors, currency } = store;
  const intl = useIntl();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await store.submit();
    const first = store.firstError;
    if (first === 'amount') fields.amount.current?.focus();
    else if (first !== null) fields[first].current?.querySelector('input')?.focus();
  };

  return (
    <form
      className="deposits__form"
      aria-labelledby={ids.title}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={ids.title} className="deposits__heading">
        <FormattedMessage id="deposits.form.title" />
      </h3>
      <fieldset
        ref={fields.method}
        className="deposits__group"
        aria-describedby={describedBy(errors.method !== undefined && ids.methodError)}
      >
        <legend className="field__label">
          <FormattedMessage id="deposits.method.legend" />
        </legend>
        {store.methodGroups.map(({ group, methods }) => (
          <div
            key={group}
            className="deposits__method-group"
            role="group"
            aria-labelledby={`${ids.method}-${group}`}
          >
            <p id={`${ids.method}-${group}`} className="deposits__group-name">
              <FormattedMessage id={asMessageId(`deposits.group.${group}`)} />
            </p>
            <div className="deposits__tiles">
              {methods.map((method) => (
                <Tile
                  key={method.provider}
                  name={ids.method}
                  value={method.provider}
                  checked={store.methodId === method.provider}
                  onChange={() => {
                    store.chooseMethod(method.provider);
                  }}
                >
                  <span className="deposits__method-name">
                    <ProviderName provider={method.provider} />
                  </span>
                </Tile>
              ))}
            </div>
          </div>
        ))}
        <FieldError id={ids.methodError} error={errors.method} currency={currency} />
      </fieldset>
      <ChoiceField store={store} errorId={ids.choiceError} fieldRef={fields.choice} />
      <CardField store={store} />
      <OfferField store={store} />
      <div className="field">
        <label className="field__label" htmlFor={ids.amount}>
          <FormattedMessage id="deposits.amount.label" values={{ currency }} />
        </label>
        <div
          className="deposits__quick"
          role="group"
          aria-label={intl.formatMessage({ id: 'deposits.amount.quick' })}
        >
          {QUICK_AMOUNTS.map((amount) => (
            <button
              key={amount}
              type="button"
              className="button button--secondary deposits__quick-amount"
              aria-pressed={store.amount === String(amount)}
              onClick={() => {
                store.quickAmount(amount);
              }}
            >
              {formatMinorUnits(amount * 100, currency)}
            </button>
          ))}
        </div>
        <div className="field__control deposits__amount">
          <input
            ref={fields.amount}
            id={ids.amount}
            name="amount"
            className="field__input deposits__amount-input"
            inputMode="decimal"
            autoComplete="off"
            value={store.amount}
            aria-invalid={errors.amount !== undefined}
            aria-describedby={describedBy(ids.amountHint, errors.amount !== undefined && ids.amountError)}
            onChange={(event) => {
              store.setAmount(event.target.value);
            }}
          />
          <span className="deposits__currency" aria-hidden="true">
            {currency}
          </span>
        </div>
        <p id={ids.amountHint} className="deposits__hint">
          <FormattedMessage id="deposits.amount.hint" />
        </p>
        <FieldError id={ids.amountError} error={errors.amount} currency={currency} />
      </div>
      <div role="alert" className="deposits__alert">
        {store.refusal !== null && (
          <p className="deposits__refusal">
            <CatalogueMessage id={store.refusal} />
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button--primary button--block button--large"
        aria-disabled={store.busy}
      >
        {store.busy && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage id={store.busy ? 'deposits.submit.busy' : 'deposits.submit'} />
      </button>
    </form>
  );
});
