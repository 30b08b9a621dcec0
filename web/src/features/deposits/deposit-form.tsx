import type { DepositFieldError, DepositFormField } from '@lv-casino/core/deposit/deposit-form.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type ReactNode } from 'react';
import { asMessageId } from '../../i18n/message-id.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { ChoiceName, ProviderName } from './deposit-labels.tsx';
import { NEW_CARD, QUICK_AMOUNTS, type DepositTabStore } from './deposit-tab.store.ts';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldGroup, FormField } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import { Form } from '../../ui/form.tsx';
import { PaymentLogo } from '../../ui/payment-logo.tsx';

/** A field's error: its text, with the smallest deposit or the offer it names. */
function errorText(error: DepositFieldError | undefined, currency: string): ReactNode {
  if (error === undefined) return undefined;
  const minimum = error.minimum === undefined ? '' : formatMinorUnits(error.minimum, currency);
  return (
    <FormattedMessage id={asMessageId(error.messageId)} values={{ minimum, offer: error.offer ?? '' }} />
  );
}

/**
 * A radio tile of a group; with a logo (`logo`, the provider's or bank's, decorative: the name is the
 * tile's text) beside the text when one is given.
 */
function Tile({
  name,
  value,
  checked,
  onChange,
  logo,
  children,
}: {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onChange: () => void;
  readonly logo?: string | null;
  readonly children: ReactNode;
}) {
  return (
    <label
      className={logo == null ? 'deposits__tile' : 'deposits__tile deposits__tile--with-logo'}
      data-checked={checked}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      {logo != null && <PaymentLogo src={logo} />}
      <span className="deposits__tile-text">{children}</span>
    </label>
  );
}

/** The chosen method's choice: a bank, a method or a coin (Noda's banks fetched by country). */
const ChoiceField = observer(function ChoiceField({
  store,
  fieldId,
  fieldRef,
}: {
  readonly store: DepositTabStore;
  readonly fieldId: string;
  readonly fieldRef: React.RefObject<HTMLFieldSetElement | null>;
}) {
  const id = useId();
  const method = store.method;
  if (method?.choice == null) return null;
  const banks = store.banks;
  if (method.choices === 'noda-banks' && banks.kind !== 'ready') {
    return banks.kind === 'failed' ? (
      <LoadFailed
        retry={<FormattedMessage id="deposits.retry" />}
        onRetry={() => {
          store.retryBanks();
        }}
      >
        <FormattedMessage id="deposits.banks.failed" /> <CatalogueMessage id={banks.messageKey} />
      </LoadFailed>
    ) : (
      <Loading>
        <FormattedMessage id="deposits.banks.loading" />
      </Loading>
    );
  }
  const bankOf = (value: string) =>
    banks.kind === 'ready' ? banks.items.find((bank) => bank.id === value) : undefined;
  return (
    <FieldGroup
      ref={fieldRef}
      id={fieldId}
      className="deposits__group"
      legend={<FormattedMessage id={asMessageId(`deposits.choice.legend.${method.choice}`)} />}
      error={errorText(store.errors.choice, store.currency)}
    >
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
            logo={bankOf(value)?.logoUrl ?? null}
          >
            <ChoiceName value={value} name={bankOf(value)?.name ?? value} />
          </Tile>
        ))}
      </div>
    </FieldGroup>
  );
});

/** A card method's card: a stored one (iCard, Trust Payments) or a new one. */
const CardField = observer(function CardField({ store }: { readonly store: DepositTabStore }) {
  const id = useId();
  if (store.method?.flow !== 'card') return null;
  const { cards } = store;
  if (cards.kind === 'loading' || cards.kind === 'idle') {
    return (
      <Loading>
        <FormattedMessage id="deposits.cards.loading" />
      </Loading>
    );
  }
  return (
    <FieldGroup id={id} className="deposits__group" legend={<FormattedMessage id="deposits.cards.legend" />}>
      {cards.kind === 'failed' && (
        <p className="field__error">
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
    </FieldGroup>
  );
});

/** The bonus offers a deposit can claim (none is a choice too). */
const OfferField = observer(function OfferField({ store }: { readonly store: DepositTabStore }) {
  const id = useId();
  if (store.offers.length === 0) return null;
  return (
    <FieldGroup id={id} className="deposits__group" legend={<FormattedMessage id="deposits.offers.legend" />}>
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
    </FieldGroup>
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
    choice: `${id}-choice`,
    amount: `${id}-amount`,
  };
  const fields = {
    method: useRef<HTMLFieldSetElement>(null),
    choice: useRef<HTMLFieldSetElement>(null),
    amount: useRef<HTMLInputElement>(null),
  } satisfies Record<DepositFormField, unknown>;
  const { errors, currency, amount } = store;
  const intl = useIntl();

  const onSubmit = async (): Promise<void> => {
    await store.submit();
    const first = store.firstError;
    if (first === 'amount') fields.amount.current?.focus();
    else if (first !== null) fields[first].current?.querySelector('input')?.focus();
  };

  return (
    <Form className="deposits__form" aria-labelledby={ids.title} onSubmit={onSubmit}>
      <h3 id={ids.title} className="deposits__heading">
        <FormattedMessage id="deposits.form.title" />
      </h3>
      <FieldGroup
        ref={fields.method}
        id={`${ids.method}s`}
        className="deposits__group"
        legend={<FormattedMessage id="deposits.method.legend" />}
        error={errorText(errors.method, currency)}
      >
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
                  logo={method.logoUrl}
                >
                  <span className="deposits__method-name">
                    <ProviderName provider={method.provider} />
                  </span>
                </Tile>
              ))}
            </div>
          </div>
        ))}
      </FieldGroup>
      <ChoiceField store={store} fieldId={ids.choice} fieldRef={fields.choice} />
      <CardField store={store} />
      <OfferField store={store} />
      <FormField
        id={ids.amount}
        label={<FormattedMessage id="deposits.amount.label" values={{ currency }} />}
        hint={<FormattedMessage id="deposits.amount.hint" />}
        error={errorText(errors.amount, currency)}
      >
        {(control) => (
          <>
            <div
              className="deposits__quick"
              role="group"
              aria-label={intl.formatMessage({ id: 'deposits.amount.quick' })}
            >
              {QUICK_AMOUNTS.map((quick) => (
                <Button
                  key={quick}
                  tone="secondary"
                  className="deposits__quick-amount"
                  aria-pressed={amount === String(quick)}
                  onClick={() => {
                    store.quickAmount(quick);
                  }}
                >
                  {formatMinorUnits(quick * 100, currency)}
                </Button>
              ))}
            </div>
            <div className="field__control">
              <input
                {...control}
                ref={fields.amount}
                name="amount"
                className="field__input field__input--with-unit"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => {
                  store.setAmount(event.target.value);
                }}
              />
              <span className="field__unit" aria-hidden="true">
                {currency}
              </span>
            </div>
          </>
        )}
      </FormField>
      <LiveNotice role="alert">{catalogueText(store.refusal)}</LiveNotice>
      <Button
        type="submit"
        block
        large
        busy={store.busy}
        busyLabel={<FormattedMessage id="deposits.submit.busy" />}
      >
        <FormattedMessage id="deposits.submit" />
      </Button>
    </Form>
  );
});
