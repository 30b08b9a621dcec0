import { PERSONAL_CODE_MAX_LENGTH } from '@lv-casino/core/registration/personal-code.rule.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import BirthDateField from './birth-date-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import LimitFields from './limit-fields.tsx';
import { keepNumeric } from '../../ui/phone-input.tsx';
import { wizardFields, type WizardPartProps } from './wizard-fields.ts';
import { TextField } from '../../ui/form-field.tsx';
import StepForm from './step-form.tsx';

const GENDERS = [
  { value: 'MALE', label: <FormattedMessage id="register.gender.male" /> },
  { value: 'FEMALE', label: <FormattedMessage id="register.gender.female" /> },
] as const;

/**
 * Step 2, additional information (account-and-session.md §2): names, personal code (its dash added as
 * typed), date of birth, gender and the responsible-gaming limit; Back and Next.
 */
function PersonalStep({ wizard, ids }: WizardPartProps) {
  const field = wizardFields(wizard, ids);
  return (
    <StepForm wizard={wizard}>
      <div className="register__pair">
        <TextField {...field('firstName', 'register.firstName')} autoComplete="given-name" />
        <TextField {...field('lastName', 'register.lastName')} autoComplete="family-name" />
      </div>
      <TextField
        {...field('personalNumber', 'register.personalNumber')}
        inputMode="numeric"
        maxLength={PERSONAL_CODE_MAX_LENGTH}
        onKeyDown={keepNumeric}
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
    </StepForm>
  );
}

export default observer(PersonalStep);
