import { acceptsNumericKey } from '@lv-casino/core/registration/numeric-entry.rule.ts';
import {
  CALLING_CODES,
  PHONE_COUNTRIES,
  type PhoneCountry,
} from '@lv-casino/core/registration/phone.rule.ts';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { FormField } from '../../ui/form-field.tsx';
import type { FieldIds } from './field-ids.ts';
import type { RegistrationWizardStore } from './registration-wizard.store.ts';

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a country: the regional-indicator letters of its two-letter code. */
export const flagOf = (country: string): string =>
  String.fromCodePoint(
    REGIONAL_INDICATOR_A + country.charCodeAt(0) - 65,
    REGIONAL_INDICATOR_A + country.charCodeAt(1) - 65,
  );

/**
 * Core's numeric-entry rule on a key press: a character key is let through only when it is a digit
 * without Shift. Navigation and editing keys (arrows, Home, End, Enter, Shift+Tab) and shortcuts
 * (Ctrl/⌘+V) are left alone: the rule's whitelist would otherwise trap a keyboard user in the field.
 */
export function keepNumeric(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
  if (!acceptsNumericKey(event.key, event.shiftKey)) event.preventDefault();
}

const countryOfCode = (code: string): PhoneCountry | undefined =>
  PHONE_COUNTRIES.find((country) => CALLING_CODES[country].code === code);

/**
 * The mobile phone: a calling-code select with flags (default +371, core's calling-code table) and the
 * number after it, digits only. The number is re-validated when the code changes (the store).
 */
function PhoneField({ wizard, ids }: { readonly wizard: RegistrationWizardStore; readonly ids: FieldIds }) {
  const intl = useIntl();
  const { mobilePhoneCode, mobilePhone } = wizard.values;
  const error = wizard.errorOf('mobilePhone');
  const country = countryOfCode(mobilePhoneCode);
  const length = country === undefined ? undefined : CALLING_CODES[country];
  const { submitting } = wizard;
  return (
    <FormField
      id={ids.control('mobilePhone')}
      label={<FormattedMessage id="register.phone" />}
      hint={
        length !== undefined &&
        (length.min === length.max ? (
          <FormattedMessage id="register.phone.hint" values={{ count: length.max }} />
        ) : (
          <FormattedMessage id="register.phone.hintRange" values={{ min: length.min, max: length.max }} />
        ))
      }
      error={messageText(error)}
    >
      {(control) => (
        <div className="register-phone">
          <select
            id={ids.control('mobilePhoneCode')}
            className="field__input register-phone__code"
            name="mobilePhoneCode"
            autoComplete="tel-country-code"
            aria-label={intl.formatMessage({ id: 'register.phone.code' })}
            value={mobilePhoneCode}
            onChange={(event) => {
              wizard.change('mobilePhoneCode', event.target.value);
            }}
          >
            {PHONE_COUNTRIES.map((option) => (
              <option key={option} value={CALLING_CODES[option].code}>
                {`${flagOf(option)} ${CALLING_CODES[option].code}`}
              </option>
            ))}
          </select>
          <input
            {...control}
            className="field__input"
            name="mobilePhone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            readOnly={submitting}
            value={mobilePhone}
            onKeyDown={keepNumeric}
            onChange={(event) => {
              wizard.change('mobilePhone', event.target.value);
            }}
            onBlur={() => {
              wizard.blur('mobilePhone');
            }}
          />
        </div>
      )}
    </FormField>
  );
}

export default observer(PhoneField);
