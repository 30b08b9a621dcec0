import { PHONE_COUNTRIES } from '@lv-casino/core/registration/phone.rule.ts';
import { OTHER_OCCUPATION } from '@lv-casino/core/registration/registration-values.ts';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceGroup } from './choice-group.tsx';
import { describedBy, type FieldIds } from './field-ids.ts';
import { FieldError } from './field-error.tsx';
import { OCCUPATIONS } from './occupations.ts';
import type { RegistrationWizardStore } from './registration-wizard.store.ts';
import TextField from './text-field.tsx';

const PEP_CHOICES = [
  { value: 'not-pep', label: <FormattedMessage id="register.pep.not" /> },
  { value: 'pep', label: <FormattedMessage id="register.pep.is" /> },
] as const;

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
 * choice's text, the politically-exposed-person statement, and Register.
 */
function OccupationStep({
  wizard,
  ids,
}: {
  readonly wizard: RegistrationWizardStore;
  readonly ids: FieldIds;
}) {
  const intl = useIntl();
  const countries = useCountryNames();
  const { values, submitting } = wizard;
  const occupationError = wizard.errorOf('occupation');
  return (
    <form
      className="register__form"
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => {
        event.preventDefault();
        void wizard.submit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={ids.control('country')}>
          <FormattedMessage id="register.country" />
        </label>
        <select
          id={ids.control('country')}
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
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.control('occupation')}>
          <FormattedMessage id="register.occupation" />
        </label>
        <select
          id={ids.control('occupation')}
          className="field__input"
          name="occupation"
          aria-invalid={occupationError !== undefined}
          aria-describedby={describedBy(occupationError !== undefined && ids.error('occupation'))}
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
        <FieldError id={ids.error('occupation')} messageKey={occupationError} />
      </div>
      {values.occupation === OTHER_OCCUPATION && (
        <TextField
          wizard={wizard}
          ids={ids}
          field="occupationOther"
          label={<FormattedMessage id="register.occupationOther" />}
        />
      )}
      <ChoiceGroup
        ids={ids}
        field="pepDeclined"
        label={<FormattedMessage id="register.pep" />}
        choices={PEP_CHOICES}
        value={values.pepDeclined ? 'pep' : 'not-pep'}
        error={undefined}
        onChange={(choice) => {
          wizard.change('pepDeclined', choice === 'pep');
        }}
      />
      <div className="register__actions">
        <button
          type="button"
          className="button button--secondary button--large"
          disabled={submitting}
          onClick={() => {
            wizard.back();
          }}
        >
          <FormattedMessage id="register.back" />
        </button>
        <button type="submit" className="button button--primary button--large" disabled={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {submitting ? (
            <FormattedMessage id="register.submitting" />
          ) : (
            <FormattedMessage id="register.submit" />
          )}
        </button>
      </div>
    </form>
  );
}

export default observer(OccupationStep);
