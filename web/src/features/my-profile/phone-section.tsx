import { acceptsNumericKey } from '@lv-casino/core/registration/numeric-entry.rule.ts';
import { CALLING_CODES, PHONE_COUNTRIES } from '@lv-casino/core/registration/phone.rule.ts';
import { observer } from 'mobx-react-lite';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from './loaded-section.tsx';
import { Button } from '../../ui/button.tsx';
import { FormField, TextField } from '../../ui/form-field.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import type { MyProfileStore } from './my-profile.store.ts';
import type { PhoneChange } from './phone-change.ts';
import { Form } from '../../ui/form.tsx';

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
  const ids = { number: `${id}-number` };
  // Read here, where the observer sees them: the field's box renders in the field's own render.
  const { mobilePhoneCode: code, mobilePhone: number } = phone;
  const { busy } = numberForm;

  const onSubmit = async (): Promise<void> => {
    await phone.sendCode();
    if (numberForm.errors.mobilePhone !== undefined) numberRef.current?.focus();
  };

  return (
    <Form className="my-profile__form" onSubmit={onSubmit}>
      <FormField
        id={ids.number}
        label={<FormattedMessage id="myProfile.phone.new" />}
        hint={<LengthHint code={code} />}
        error={catalogueText(error)}
      >
        {(control) => (
          <div className="my-profile__phone">
            <select
              className="field__input my-profile__phone-code"
              name="mobilePhoneCode"
              autoComplete="tel-country-code"
              aria-label={intl.formatMessage({ id: 'myProfile.phone.code' })}
              value={code}
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
              {...control}
              ref={numberRef}
              className="field__input"
              name="mobilePhone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              readOnly={busy}
              value={number}
              onKeyDown={keepNumeric}
              onChange={(event) => {
                phone.setPhone(event.target.value);
              }}
              onBlur={() => void phone.blurPhone()}
            />
          </div>
        )}
      </FormField>
      <LiveNotice role="alert">{catalogueText(numberForm.formError)}</LiveNotice>
      <SubmitButton
        feedback={numberForm.feedback}
        label="myProfile.phone.send"
        busyLabel="myProfile.phone.sending"
      />
    </Form>
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

  const onSubmit = async (): Promise<void> => {
    await phone.confirm();
    if (codeForm.errors.verificationCode !== undefined) codeRef.current?.focus();
  };

  return (
    <Form className="my-profile__form" onSubmit={onSubmit}>
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
        error={catalogueText(codeForm.errors.verificationCode)}
        readOnly={codeForm.busy}
        onKeyDown={keepNumeric}
        onValue={(value) => {
          phone.setVerificationCode(value);
        }}
      />
      <LiveNotice role="alert">{catalogueText(codeForm.formError)}</LiveNotice>
      <div className="my-profile__actions">
        <SubmitButton
          feedback={codeForm.feedback}
          label="myProfile.phone.confirm"
          busyLabel="myProfile.phone.confirming"
        />
        <Button
          tone="secondary"
          busy={phone.resending}
          busyLabel={<FormattedMessage id="myProfile.phone.resending" />}
          onClick={() => void phone.resend()}
        >
          <FormattedMessage id="myProfile.phone.resend" />
        </Button>
        <Button
          tone="ghost"
          onClick={() => {
            phone.changeNumber();
          }}
        >
          <FormattedMessage id="myProfile.phone.changeNumber" />
        </Button>
      </div>
    </Form>
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
