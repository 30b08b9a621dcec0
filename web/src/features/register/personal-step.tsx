import { PERSONAL_CODE_MAX_LENGTH } from '@lv-casino/core/registration/personal-code.rule.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import BirthDateField from './birth-date-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import type { FieldIds } from './field-ids.ts';
import LimitFields from './limit-fields.tsx';
import { keepNumeric } from '../../ui/phone-input.tsx';
import type { RegistrationWizardStore } from './registration-wizard.store.ts';
import TextField from './text-field.tsx';
import { Form } from '../../ui/form.tsx';

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
    <Form
      className="register__form"
      aria-busy={wizard.advancing}
      onSubmit={() => {
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
        <Button
          tone="secondary"
          large
          onClick={() => {
            wizard.back();
          }}
        >
          <FormattedMessage id="register.back" />
        </Button>
        <Button type="submit" large busy={wizard.advancing}>
          <FormattedMessage id="register.next" />
        </Button>
      </div>
    </Form>
  );
}

export default observer(PersonalStep);
