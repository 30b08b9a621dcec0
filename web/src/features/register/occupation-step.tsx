import { PHONE_COUNTRIES } from '@lv-casino/core/registration/phone.rule.ts';
import { OTHER_OCCUPATION } from '@lv-casino/core/registration/registration-values.ts';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceGroup } from './choice-group.tsx';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Button } from '../../ui/button.tsx';
import { FormField, TextField } from '../../ui/form-field.tsx';
import { OCCUPATIONS } from './occupations.ts';
import { wizardFields, type WizardPartProps } from './wizard-fields.ts';
import StepForm from './step-form.tsx';

const PEP_CHOICES = [
  { value: 'not-pep', label: <FormattedMessage id="register.pep.not" /> },
  { value: 'pep', label: <FormattedMessage id="register.pep.is" /> },
] as const;

/** The radio the answer checks; none until the player answers (nobody answers for them). */
const pepChoiceOf = (pepDeclined: boolean | null): 'pep' | 'not-pep' | '' =>
  pepDeclined === null ? '' : pepDeclined ? 'pep' : 'not-pep';

/** The countries of residence (core's calling-code table), named in the page's language. */
function useCountryNames(): readonly { readonly code: string; readonly name: string }[] {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return PHONE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
}

/**
 * Step 3 (account-and-session.md §2): country of residence (default LV), occupation with the other
 * choice's text, the politically-exposed-person statement (unanswered until the player chooses, then
 * required), and Register.
 */
function OccupationStep({ wizard, ids }: WizardPartProps) {
  const intl = useIntl();
  const countries = useCountryNames();
  const { values, submitting } = wizard;
  const occupationError = wizard.errorOf('occupation');
  return (
    <StepForm wizard={wizard}>
      <FormField id={ids.control('country')} label={<FormattedMessage id="register.country" />}>
        <select
          className="field__input"
          name="country"
          autoComplete="country"
          value={values.country}
          onChange={(event) => {
            wizard.change('country', event.target.value);
          }}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={ids.control('occupation')}
        label={<FormattedMessage id="register.occupation" />}
        error={messageText(occupationError)}
      >
        <select
          className="field__input"
          name="occupation"
          value={values.occupation}
          onChange={(event) => {
            wizard.change('occupation', event.target.value);
          }}
          onBlur={() => {
            wizard.blur('occupation');
          }}
        >
          <option value="">{intl.formatMessage({ id: 'register.occupation.choose' })}</option>
          {OCCUPATIONS.map((occupation) => (
            <option key={occupation.value} value={occupation.value}>
              {intl.formatMessage({ id: occupation.label })}
            </option>
          ))}
        </select>
      </FormField>
      {values.occupation === OTHER_OCCUPATION && (
        <TextField {...wizardFields(wizard, ids)('occupationOther', 'register.occupationOther')} />
      )}
      <ChoiceGroup
        ids={ids}
        field="pepDeclined"
        label={<FormattedMessage id="register.pep" />}
        choices={PEP_CHOICES}
        value={pepChoiceOf(values.pepDeclined)}
        error={wizard.errorOf('pepDeclined')}
        onChange={(choice) => {
          wizard.change('pepDeclined', choice === 'pep');
        }}
        onLeave={() => {
          wizard.blur('pepDeclined');
        }}
      />
      <div className="register__actions">
        <Button
          tone="secondary"
          large
          disabled={submitting}
          onClick={() => {
            wizard.back();
          }}
        >
          <FormattedMessage id="register.back" />
        </Button>
        <Button
          type="submit"
          large
          busy={submitting}
          disabled={submitting}
          busyLabel={<FormattedMessage id="register.submitting" />}
        >
          <FormattedMessage id="register.submit" />
        </Button>
      </div>
    </StepForm>
  );
}

export default observer(OccupationStep);
