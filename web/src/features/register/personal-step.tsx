import { PERSONAL_CODE_MAX_LENGTH } from '@lv-casino/core/registration/personal-code.rule.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import BirthDateField from './birth-date-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import type { FieldIds } from './field-ids.ts';
import LimitFields from './limit-fields.tsx';
import { keepNumeric } from './phone-field.tsx';
import type { RegistrationWizardStore } from './registration-wizard.store.ts';
import TextField from './text-field.tsx';

const GENDERS = [
  { value: 'MALE', label: <FormattedMessage id="register.gender.male" /> },
  { value: 'FEMALE', label: <FormattedMessage id="register.gender.female" /> },
] as const;

/**
 * Step 2, additional information (account-and-session.md §2): names, personal code (its dash added as
 * typed), date of birth, gender and the responsible-gaming limit; Back and Next.
 */
function PersonalStep({ wizard, ids }: { readonly wizard: RegistrationWizardStore; readonly ids: FieldIds }) {
  return (
    <form
      className="register__form"
      noValidate
      aria-busy={wizard.advancing}
      onSubmit={(event) => {
        event.preventDefault();
        void wizard.next();
      }}
    >
      <div className="register__pair">
        <TextField
          wizard={wizard}
          ids={ids}
          field="firstName"
          autoComplete="given-name"
          label={<FormattedMessage id="register.firstName" />}
        />
        <TextField
          wizard={wizard}
          ids={ids}
          field="lastName"
          autoComplete="family-name"
          label={<FormattedMessage id="register.lastName" />}
        />
      </div>
      <TextField
        wizard={wizard}
        ids={ids}
        field="personalNumber"
        inputMode="numeric"
        maxLength={PERSONAL_CODE_MAX_LENGTH}
        onKeyDown={keepNumeric}
        label={<FormattedMessage id="register.personalNumber" />}
        hint={<FormattedMessage id="register.personalNumber.hint" />}
      />
      <BirthDateField wizard={wizard} ids={ids} />
      <ChoiceGroup
        ids={ids}
        field="gender"
        label={<FormattedMessage id="register.gender" />}
        choices={GENDERS}
        value={wizard.values.gender}
        error={wizard.errorOf('gender')}
        onChange={(gender) => {
          wizard.change('gender', gender);
        }}
        onLeave={() => {
          wizard.blur('gender');
        }}
      />
      <LimitFields wizard={wizard} ids={ids} />
      <div className="register__actions">
        <button
          type="button"
          className="button button--secondary button--large"
          onClick={() => {
            wizard.back();
          }}
        >
          <FormattedMessage id="register.back" />
        </button>
        <button type="submit" className="button button--primary button--large">
          {wizard.advancing && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="register.next" />
        </button>
      </div>
    </form>
  );
}

export default observer(PersonalStep);
