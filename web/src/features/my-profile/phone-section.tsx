import { acceptsNumericKey } from '@lv-casino/core/registration/numeric-entry.rule.ts';
import { CALLING_CODES, PHONE_COUNTRIES } from '@lv-casino/core/registration/phone.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type KeyboardEvent, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describedBy, FieldError, FormAlert, SubmitButton, TextField } from './form-parts.tsx';
import type { MyProfileStore } from './my-profile.store.ts';
import type { PhoneChange } from './phone-change.ts';

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a country: the regional-indicator letters of its two-letter code. */
const flagOf = (country: string): string =>
  String.fromCodePoint(
    REGIONAL_INDICATOR_A + country.charCodeAt(0) - 65,
    REGIONAL_INDICATOR_A + country.charCodeAt(1) - 65,
  );

/** Digits only (core's numeric-entry rule); navigation, editing keys and shortcuts are left alone. */
function keepNumeric(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
  if (!acceptsNumericKey(event.key, event.shiftKey)) event.preventDefault();
}

/** How many digits follow the chosen calling code (core's table). */
function LengthHint({ code }: { readonly code: string }) {
  const entry = PHONE_COUNTRIES.map((country) => CALLING_CODES[country]).find((c) => c.code === code);
  if (entry === undefined) return null;
  return entry.min === entry.max ? (
    <FormattedMessage id="myProfile.phone.hint" values={{ count: entry.max }} />
  ) : (
    <FormattedMessage id="myProfile.phone.hintRange" values={{ min: entry.min, max: entry.max }} />
  );
}

/** The first step: the calling code (with flags, default +371) and the new number. */
const NumberStep = observer(function NumberStep({ phone }: { readonly phone: PhoneChange }) {
  const intl = useIntl();
  const id = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  // Back from the code step, the focus returns to the number it was sent to.
  useEffect(() => {
    if (phone.takeFocusRequest()) numberRef.current?.focus();
  }, [phone]);
  const { numberForm } = phone;
  const error = numberForm.errors.mobilePhone;
  const ids = { number: `${id}-number`, hint: `${id}-hint`, error: `${id}-error` };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await phone.sendCode();
    if (numberForm.errors.mobilePhone !== undefined) numberRef.current?.focus();
  };

  return (
    <form className="my-profile__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={ids.number}>
          <FormattedMessage id="myProfile.phone.new" />
        </label>
        <div className="my-profile__phone">
          <select
            className="field__input my-profile__phone-code"
            name="mobilePhoneCode"
            autoComplete="tel-country-code"
            aria-label={intl.formatMessage({ id: 'myProfile.phone.code' })}
            value={phone.mobilePhoneCode}
            onChange={(event) => {
              phone.setPhoneCode(event.target.value);
            }}
          >
            {PHONE_COUNTRIES.map((country) => (
              <option key={country} value={CALLING_CODES[country].code}>
                {`${flagOf(country)} ${CALLING_CODES[country].code}`}
              </option>
            ))}
          </select>
          <input
            ref={numberRef}
            id={ids.number}
            className="field__input"
            name="mobilePhone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            readOnly={numberForm.busy}
            value={phone.mobilePhone}
            aria-invalid={error !== undefined}
            aria-describedby={describedBy(ids.hint, error !== undefined && ids.error)}
            onKeyDown={keepNumeric}
            onChange={(event) => {
              phone.setPhone(event.target.value);
            }}
            onBlur={() => void phone.blurPhone()}
          />
        </div>
        <p id={ids.hint} className="my-profile__hint">
          <LengthHint code={phone.mobilePhoneCode} />
        </p>
        <FieldError id={ids.error} messageKey={error} />
      </div>
      <FormAlert messageKey={numberForm.formError} />
      <SubmitButton
        feedback={numberForm.feedback}
        label="myProfile.phone.send"
        busyLabel="myProfile.phone.sending"
      />
    </form>
  );
});

/** The second step: the code sent by SMS, with a new code and a way back to the number. */
const CodeStep = observer(function CodeStep({ phone }: { readonly phone: PhoneChange }) {
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const { codeForm, pending } = phone;
  // The step replaces the number's form: the focus goes to the code the SMS brings.
  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await phone.confirm();
    if (codeForm.errors.verificationCode !== undefined) codeRef.current?.focus();
  };

  return (
    <form className="my-profile__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="my-profile__info">
        <FormattedMessage id="myProfile.phone.sent" values={{ phone: pending?.mobilePhone ?? '' }} />
      </p>
      <TextField
        id={`${id}-code`}
        inputRef={codeRef}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        label={<FormattedMessage id="myProfile.phone.verificationCode" />}
        value={phone.verificationCode}
        error={codeForm.errors.verificationCode}
        readOnly={codeForm.busy}
        onKeyDown={keepNumeric}
        onValue={(value) => {
          phone.setVerificationCode(value);
        }}
      />
      <FormAlert messageKey={codeForm.formError} />
      <div className="my-profile__actions">
        <SubmitButton
          feedback={codeForm.feedback}
          label="myProfile.phone.confirm"
          busyLabel="myProfile.phone.confirming"
        />
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={phone.resending}
          onClick={() => void phone.resend()}
        >
          {phone.resending && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id={phone.resending ? 'myProfile.phone.resending' : 'myProfile.phone.resend'} />
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            phone.changeNumber();
          }}
        >
          <FormattedMessage id="myProfile.phone.changeNumber" />
        </button>
      </div>
    </form>
  );
});

/**
 * The mobile phone (account-and-session.md §7: mobilePhone/profileUpdate, then manually): the current
 * number, then a new one verified by a code sent by SMS.
 */
function PhoneSection({ store }: { readonly store: MyProfileStore }) {
  const titleId = useId();
  const { phone } = store;
  return (
    <section className="my-profile__subsection" aria-labelledby={titleId}>
      <h4 id={titleId} className="my-profile__subheading">
        <FormattedMessage id="myProfile.phone.title" />
      </h4>
      <dl className="my-profile__facts">
        <div>
          <dt>
            <FormattedMessage id="myProfile.phone.current" />
          </dt>
          <dd>{store.currentPhone}</dd>
        </div>
      </dl>
      <p className="my-profile__muted">
        <FormattedMessage id="myProfile.phone.intro" />
      </p>
      {phone.step === 'number' ? <NumberStep phone={phone} /> : <CodeStep phone={phone} />}
    </section>
  );
}

export default observer(PhoneSection);
