import { LIMIT_FIELDS, type LimitField } from '@lv-casino/core/registration/limit-amount.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import { Intro } from '../../ui/intro.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { wizardFields, type WizardPartProps } from './wizard-fields.ts';

/** The texts of a limit option: the choice (radio) and the amount (the input's label). */
const TEXTS: Readonly<Record<LimitField, { readonly choose: ReactNode; readonly amount: MessageId }>> = {
  maxPlacebetsDaily: {
    choose: <FormattedMessage id="register.limit.choose.maxPlacebetsDaily" />,
    amount: 'register.limit.maxPlacebetsDaily',
  },
  maxBetTransactionAmountDaily: {
    choose: <FormattedMessage id="register.limit.choose.maxBetTransactionAmountDaily" />,
    amount: 'register.limit.maxBetTransactionAmountDaily',
  },
};

const LimitOption = observer(function LimitOption({
  wizard,
  ids,
  field,
}: WizardPartProps & { readonly field: LimitField }) {
  const selected = wizard.values.limitChoice === field;
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
      <TextField
        {...wizardFields(wizard, ids)(field, TEXTS[field].amount)}
        inputMode="decimal"
        hint={
          <FormattedMessage
            id="register.limit.hint"
            values={{ max: formatMinorUnits(wizard.limitMaximum(field), 'EUR') }}
          />
        }
      />
    </div>
  );
});

/**
 * The responsible-gaming limit (account-and-session.md §4 Registration): exactly one of the two fields
 * is selected (default max place bets daily) and validated; typing into the other selects it. Both
 * values are sent.
 */
function LimitFields({ wizard, ids }: WizardPartProps) {
  return (
    <fieldset className="register-group">
      <legend className="field__label">
        <FormattedMessage id="register.limits" />
      </legend>
      <Intro text="register.limits.intro" className="field__hint" />
      {LIMIT_FIELDS.map((field) => (
        <LimitOption key={field} wizard={wizard} ids={ids} field={field} />
      ))}
    </fieldset>
  );
}

export default observer(LimitFields);
