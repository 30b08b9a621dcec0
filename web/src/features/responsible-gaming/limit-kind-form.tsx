import type { LimitEntry } from '@lv-casino/core/limits/limit-entry.rule.ts';
import type { LimitPeriod } from '@lv-casino/core/limits/limit-settings.ts';
import { limitKey } from '@lv-casino/core/limits/limit-update.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { Button } from '../../ui/button.tsx';
import { describedBy } from '../../ui/described-by.ts';
import { FieldError, TextField } from '../../ui/form-field.tsx';
import { LimitAmount } from './limit-amount.tsx';
import type { LimitEdit, LimitsTabStore } from './limits-tab.store.ts';
import { Form } from '../../ui/form.tsx';

/** The entry of one period: a text for money and counts, hours and minutes for a session length. */
const PeriodField = observer(function PeriodField({
  store,
  edit,
  period,
  first,
}: {
  readonly store: LimitsTabStore;
  readonly edit: LimitEdit;
  readonly period: LimitPeriod;
  readonly first: boolean;
}) {
  const id = useId();
  const { unit, type } = edit.kind;
  const entry: LimitEntry =
    edit.entries[period] ?? (unit === 'minutes' ? { hours: '', minutes: '' } : { text: '' });
  const problem = edit.problems.get(limitKey({ type, period }));
  const suggestion = store.suggestionOf(type, period);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const description = describedBy(suggestion !== null && hintId, problem !== undefined && errorId);
  const invalid = problem !== undefined;
  const suggestionText = suggestion !== null && (
    <FormattedMessage
      id="rg.form.suggested"
      values={{ amount: <LimitAmount unit={unit} amount={suggestion} currency={store.currency} /> }}
    />
  );
  const problemText = problem !== undefined && <FormattedMessage id={`rg.problem.${problem}`} />;

  if ('hours' in entry) {
    return (
      <fieldset className="rg__field rg__field--duration" aria-describedby={description}>
        <legend className="field__label">
          <FormattedMessage id={`rg.period.${period}`} />
        </legend>
        <div className="rg__duration">
          <label className="rg__duration-part">
            <input
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              data-autofocus={first || undefined}
              value={entry.hours}
              aria-invalid={invalid}
              onChange={(event) => {
                store.type(period, { hours: event.target.value, minutes: entry.minutes });
              }}
            />
            <span>
              <FormattedMessage id="rg.form.hours" />
            </span>
          </label>
          <label className="rg__duration-part">
            <input
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              value={entry.minutes}
              aria-invalid={invalid}
              onChange={(event) => {
                store.type(period, { hours: entry.hours, minutes: event.target.value });
              }}
            />
            <span>
              <FormattedMessage id="rg.form.minutes" />
            </span>
          </label>
        </div>
        {suggestionText !== false && (
          <p id={hintId} className="field__hint">
            {suggestionText}
          </p>
        )}
        <FieldError id={errorId}>{problemText}</FieldError>
      </fieldset>
    );
  }
  return (
    <TextField
      id={id}
      className="rg__field"
      label={
        <FormattedMessage
          id={unit === 'money' ? 'rg.form.moneyLabel' : 'rg.form.countLabel'}
          values={{ period: <FormattedMessage id={`rg.period.${period}`} />, currency: store.currency }}
        />
      }
      hint={suggestionText}
      error={problemText}
      inputMode={unit === 'money' ? 'decimal' : 'numeric'}
      autoComplete="off"
      data-autofocus={first || undefined}
      value={entry.text}
      onValue={(text) => {
        store.type(period, { text });
      }}
    />
  );
});

/** The last look before saving: each change, from what to what, and when it applies. */
const Review = observer(function Review({
  store,
  edit,
}: {
  readonly store: LimitsTabStore;
  readonly edit: LimitEdit;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  if (edit.review === null) return null;
  const { unit } = edit.kind;
  return (
    <div className="rg__review">
      <h5 ref={titleRef} tabIndex={-1} className="rg__review-title">
        <FormattedMessage id="rg.review.title" />
      </h5>
      <ul className="rg__changes">
        {edit.review.changes.map((change) => (
          <li key={change.period}>
            <span className="rg__change-what">
              <FormattedMessage id={`rg.period.${change.period}`} />:{' '}
              <LimitAmount unit={unit} amount={change.from} currency={store.currency} /> →{' '}
              <strong>
                <LimitAmount unit={unit} amount={change.to} currency={store.currency} />
              </strong>
            </span>
            <span className={change.applies === 'now' ? 'rg__applies rg__applies--now' : 'rg__applies'}>
              <FormattedMessage
                id={change.applies === 'now' ? 'rg.review.appliesNow' : 'rg.review.appliesLater'}
              />
            </span>
          </li>
        ))}
      </ul>
      <div className="rg__actions">
        <Button
          busy={edit.saving}
          busyLabel={<FormattedMessage id="rg.review.saving" />}
          onClick={() => void store.save()}
        >
          <FormattedMessage id="rg.review.save" />
        </Button>
        <Button
          tone="secondary"
          disabled={edit.saving}
          onClick={() => {
            store.backToForm();
          }}
        >
          <FormattedMessage id="rg.review.back" />
        </Button>
      </div>
    </div>
  );
});

/**
 * The form of the kind being changed: a field per period (with the label's suggestion and the field's
 * problem), then the review of what saving changes. A refusal of the server shows above the fields,
 * which keep what was typed.
 */
export const LimitKindForm = observer(function LimitKindForm({
  store,
  edit,
  titleId,
}: {
  readonly store: LimitsTabStore;
  readonly edit: LimitEdit;
  readonly titleId: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const reviewing = edit.review !== null;
  useEffect(() => {
    if (!reviewing) formRef.current?.querySelector<HTMLInputElement>('[data-autofocus]')?.focus();
  }, [reviewing]);

  const { problems, refusal } = edit;
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // A refused save brings the player back to the form: the focus goes to why.
    if (refusal !== null) refusalRef.current?.focus();
  }, [refusal]);
  useEffect(() => {
    // After a review that found problems, the first field in error takes the focus.
    if (problems.size > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);

  const onSubmit = (): void => {
    store.review();
  };

  if (reviewing) return <Review store={store} edit={edit} />;
  return (
    <Form ref={formRef} className="rg__form" aria-labelledby={titleId} onSubmit={onSubmit}>
      {edit.refusal !== null && (
        <p ref={refusalRef} tabIndex={-1} className="rg__notice rg__notice--error" role="alert">
          <FormattedMessage id="rg.form.refused" /> <CatalogueMessage id={edit.refusal.messageKey} />
        </p>
      )}
      <p className="rg__hint">
        <FormattedMessage id={edit.kind.unit === 'money' ? 'rg.form.moneyHint' : 'rg.form.emptyHint'} />
      </p>
      <div className="rg__fields">
        {edit.kind.periods.map((period, index) => (
          <PeriodField key={period} store={store} edit={edit} period={period} first={index === 0} />
        ))}
      </div>
      {edit.unchanged && (
        <p className="rg__hint" role="status">
          <FormattedMessage id="rg.form.unchanged" />
        </p>
      )}
      <div className="rg__actions">
        <Button type="submit">
          <FormattedMessage id="rg.form.review" />
        </Button>
        <Button
          tone="secondary"
          onClick={() => {
            store.cancelEdit();
          }}
        >
          <FormattedMessage id="rg.form.cancel" />
        </Button>
      </div>
    </Form>
  );
});
