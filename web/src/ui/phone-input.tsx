import { acceptsNumericKey } from '@lv-casino/core/registration/numeric-entry.rule.ts';
import {
  CALLING_CODES,
  PHONE_COUNTRIES,
  type PhoneCountry,
} from '@lv-casino/core/registration/phone.rule.ts';
import { useMemo, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { CountryFlag } from './country-flag.tsx';
import type { FieldControl } from './form-field.tsx';
import './phone-input.css';

/** Each country's name in `locale` (the browser's own names), its code where the browser has none. */
export function countryNamesIn(locale: string): (country: PhoneCountry) => string {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return (country) => names.of(country) ?? country;
}

/**
 * Core's numeric-entry rule on a key press: a character key is let through only when it is a digit
 * without Shift. Navigation and editing keys (arrows, Home, End, Enter, Shift+Tab) and shortcuts
 * (Ctrl/⌘+V) are left alone: the rule's whitelist would otherwise trap a keyboard user in the field.
 */
export function keepNumeric(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
  if (!acceptsNumericKey(event.key, event.shiftKey)) event.preventDefault();
}

/** How many digits follow a calling code (core's table); undefined for a code it does not know. */
export const phoneLengthOf = (code: string): { readonly min: number; readonly max: number } | undefined =>
  PHONE_COUNTRIES.map((country) => CALLING_CODES[country]).find((entry) => entry.code === code);

export interface PhoneInputProps {
  /** What the field gives its control (FormField's function child): the number's input takes it. */
  readonly control: FieldControl;
  /** The calling code chosen and the number after it. */
  readonly code: string;
  readonly number: string;
  /** The calling-code select's accessible name. */
  readonly codeLabel: string;
  readonly codeId?: string | undefined;
  /** The box's class and the select's, besides `field__input`. */
  readonly className: string;
  readonly codeClassName: string;
  readonly readOnly: boolean;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  readonly onCode: (code: string) => void;
  readonly onNumber: (number: string) => void;
  readonly onBlur: () => void;
}

/**
 * A mobile phone inside a form field: a calling-code select (core's calling-code table), each code
 * with its country's name, shown as the chosen country's flag and code; and the number after it,
 * digits only.
 */
export function PhoneInput({
  control,
  code,
  number,
  codeLabel,
  codeId,
  className,
  codeClassName,
  readOnly,
  inputRef,
  onCode,
  onNumber,
  onBlur,
}: PhoneInputProps) {
  const { locale } = useIntl();
  const nameOf = useMemo(() => countryNamesIn(locale), [locale]);
  const chosen = PHONE_COUNTRIES.find((country) => CALLING_CODES[country].code === code);
  return (
    <div className={className}>
      <span className="phone-input__code">
        <span className={`field__input ${codeClassName} phone-input__face`} aria-hidden="true">
          {chosen !== undefined && <CountryFlag country={chosen} className="phone-input__flag" />}
          {code}
        </span>
        <select
          id={codeId}
          className="phone-input__select"
          name="mobilePhoneCode"
          autoComplete="tel-country-code"
          aria-label={codeLabel}
          value={code}
          onChange={(event) => {
            onCode(event.target.value);
          }}
        >
          {PHONE_COUNTRIES.map((country) => (
            <option key={country} value={CALLING_CODES[country].code}>
              {`${nameOf(country)} (${CALLING_CODES[country].code})`}
            </option>
          ))}
        </select>
      </span>
      <input
        {...control}
        ref={inputRef}
        className="field__input"
        name="mobilePhone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        readOnly={readOnly}
        value={number}
        onKeyDown={keepNumeric}
        onChange={(event) => {
          onNumber(event.target.value);
        }}
        onBlur={onBlur}
      />
    </div>
  );
}
