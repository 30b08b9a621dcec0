import { LIMIT_FIELDS, type LimitField } from '@lv-casino/core/registration/limit-amount.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { describedBy, type FieldIds } from './field-ids.ts';
import { FieldError } from './field-error.tsx';
import type { RegistrationWizardStore } from './registration-wizard.store.ts';

/** The texts of a limit option: the choice (radio) and the amount (input). */
const TEXTS: Readonly<Record<LimitField, { readonly choose: ReactNode; readonly amount: ReactNode }>> = {
  maxPlacebetsDaily: {
    choose: <FormattedMessage id="register.limit.choose.maxPlacebetsDaily" />,
    amount: <FormattedMessage id="register.limit.maxPlacebetsDaily" />,
  },
  maxBetTransactionAmountDaily: {
    choose: <FormattedMessage id="register.limit.choose.maxBetTransactionAmountDaily" />,
    amount: <FormattedMessage id="register.limit.maxBetTransactionAmountDaily" />,
  },
};

interface LimitProps {
  readonly wizard: RegistrationWizardStore;
  readonly ids: FieldIds;
}

const LimitOption = observer(function LimitOption({
  wizard,
  ids,
  field,
}: LimitProps & { readonly field: LimitField }) {
  const selected = wizard.values.limitChoice === field;
  const error = wizard.errorOf(field);
  const radioId = `${ids.control(field)}-choice`;
  return (
    <div className={selected ? 'register-limit register-limit--selected' : 'register-limit'}>
      <div className="register-check">
        <input
          id={radioId}
          type="radio"
          name={`${ids.base}-limitChoice`}
          value={field}
          checked={selected}
          onChange={() => {
            wizard.selectLimit(field);
          }}
        />
        <label htmlFor={radioId}>{TEXTS[field].choose}</label>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.control(field)}>
          {TEXTS[field].amount}
        </label>
        <input
          id={ids.control(field)}
          className="field__input"
          name={field}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(ids.hint(field), error !== undefined && ids.error(field))}
          value={wizard.values[field]}
          onChange={(event) => {
            wizard.change(field, event.target.value);
          }}
          onBlur={() => {
            wizard.blur(field);
          }}
        />
        <p id={ids.hint(field)} className="register-field__hint">
          <FormattedMessage
            id="register.limit.hint"
            values={{ max: formatMinorUnits(wizard.limitMaximum(field), 'EUR') }}
          />
        </p>
        <FieldError id={ids.error(field)} messageKey={error} />
      </div>
    </div>
  );
});

/**
 * The responsible-gaming limit (account-and-session.md §4 Registration): exactly one of the two fields
 * is selected (default max place bets daily) and validated; typing into the other selects it. Both
 * values are sent.
 */
function LimitFields({ wizard, ids }: LimitProps) {
  return (
    <fieldset className="register-group">
      <legend className="field__label">
        <FormattedMessage id="register.limits" />
      </legend>
      <p className="register-field__hint">
        <FormattedMessage id="register.limits.intro" />
      </p>
      {LIMIT_FIELDS.map((field) => (
        <LimitOption key={field} wizard={wizard} ids={ids} field={field} />
      ))}
    </fieldset>
  );
}

export default observer(LimitFields);
