import { observer } from 'mobx-react-lite';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormEnd, SubSection, SubmitButton } from './loaded-section.tsx';
import { Intro } from '../../ui/intro.tsx';
import { Button } from '../../ui/button.tsx';
import { Fact } from '../../ui/fact.tsx';
import { FormField, TextField } from '../../ui/form-field.tsx';
import { textFields } from '../../kernel/text-fields.tsx';
import { oneTimeCodeInput } from '../../ui/input-presets.ts';
import { LiveNotice } from '../../ui/notice.tsx';
import { keepNumeric, PhoneInput, phoneLengthOf } from '../../ui/phone-input.tsx';
import type { MyProfileStore } from './my-profile.store.ts';
import type { PhoneChange } from './phone-change.ts';
import { Form } from '../../ui/form.tsx';

/** How many digits follow the chosen calling code (core's table). */
function LengthHint({ code }: { readonly code: string }) {
  const entry = phoneLengthOf(code);
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
          <PhoneInput
            control={control}
            code={code}
            number={number}
            codeLabel={intl.formatMessage({ id: 'myProfile.phone.code' })}
            className="my-profile__phone"
            codeClassName="my-profile__phone-code"
            readOnly={busy}
            inputRef={numberRef}
            onCode={(next) => {
              phone.setPhoneCode(next);
            }}
            onNumber={(next) => {
              phone.setPhone(next);
            }}
            onBlur={() => void phone.blurPhone()}
          />
        )}
      </FormField>
      <FormEnd form={numberForm} label="myProfile.phone.send" busyLabel="myProfile.phone.sending" />
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
        {...textFields(phone, id, codeForm)('verificationCode', 'myProfile.phone.verificationCode')}
        {...oneTimeCodeInput()}
        inputRef={codeRef}
        onKeyDown={keepNumeric}
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
    <SubSection title="myProfile.phone.title" titleId={titleId} landmark>
      <dl className="my-profile__facts">
        <Fact term="myProfile.phone.current">{store.currentPhone}</Fact>
      </dl>
      <Intro text="myProfile.phone.intro" className="my-profile__muted" />
      {phone.step === 'number' ? <NumberStep phone={phone} /> : <CodeStep phone={phone} />}
    </SubSection>
  );
}

export default observer(PhoneSection);
