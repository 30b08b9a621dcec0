import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PhoneInput, phoneLengthOf } from '../../ui/phone-input.tsx';
import type { WizardPartProps } from './wizard-fields.ts';

/**
 * The mobile phone: a calling-code select with flags (default +371, core's calling-code table) and the
 * number after it, digits only. The number is re-validated when the code changes (the store).
 */
function PhoneField({ wizard, ids }: WizardPartProps) {
  const intl = useIntl();
  const { mobilePhoneCode, mobilePhone } = wizard.values;
  const error = wizard.errorOf('mobilePhone');
  const length = phoneLengthOf(mobilePhoneCode);
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
        <PhoneInput
          control={control}
          code={mobilePhoneCode}
          number={mobilePhone}
          codeLabel={intl.formatMessage({ id: 'register.phone.code' })}
          codeId={ids.control('mobilePhoneCode')}
          className="register-phone"
          codeClassName="register-phone__code"
          readOnly={submitting}
          onCode={(code) => {
            wizard.change('mobilePhoneCode', code);
          }}
          onNumber={(number) => {
            wizard.change('mobilePhone', number);
          }}
          onBlur={() => {
            wizard.blur('mobilePhone');
          }}
        />
      )}
    </FormField>
  );
}

export default observer(PhoneField);
