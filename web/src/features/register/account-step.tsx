import type { Device } from '@lv-casino/core/shared/device.ts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldError, TextField } from '../../ui/form-field.tsx';
import { USERNAME_INPUT } from '../../ui/input-presets.ts';
import { PasswordToggle } from '../../ui/password-toggle.tsx';
import PhoneField from './phone-field.tsx';
import { wizardFields, type WizardPartProps } from './wizard-fields.ts';
import StepForm from './step-form.tsx';

const TermsCheckbox = observer(function TermsCheckbox({ wizard, ids }: WizardPartProps) {
  const error = wizard.errorOf('acceptTAC');
  return (
    <div className="register-choice-field">
      <div className="register-check">
        <input
          id={ids.control('acceptTAC')}
          type="checkbox"
          name="acceptTAC"
          checked={wizard.values.acceptTAC}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : ids.error('acceptTAC')}
          onChange={(event) => {
            wizard.change('acceptTAC', event.target.checked);
          }}
        />
        <label htmlFor={ids.control('acceptTAC')}>
          <FormattedMessage id="register.acceptTerms" />
        </label>
      </div>
      <FieldError id={ids.error('acceptTAC')}>{messageText(error)}</FieldError>
    </div>
  );
});

/**
 * Step 1 (account-and-session.md §2): username, email, password (show/hide), phone code and number,
 * the terms checkbox, the note on promotions and Next; on a phone, a way to log in instead.
 */
function AccountStep({ wizard, ids }: WizardPartProps) {
  const navigator = useInjection(AppNavigator);
  const device = useInjection<Device>(DeviceToken);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const intl = useIntl();
  const field = wizardFields(wizard, ids);
  return (
    <StepForm wizard={wizard}>
      <TextField {...field('username', 'register.username')} {...USERNAME_INPUT} data-autofocus />
      <TextField
        {...field('email', 'register.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
      />
      <TextField
        {...field('password', 'register.password')}
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        action={
          <PasswordToggle
            visible={passwordVisible}
            controls={ids.control('password')}
            label={intl.formatMessage({ id: 'register.password.show' })}
            onToggle={() => {
              setPasswordVisible((visible) => !visible);
            }}
          />
        }
      />
      <PhoneField wizard={wizard} ids={ids} />
      <TermsCheckbox wizard={wizard} ids={ids} />
      <p className="register__note">
        <FormattedMessage id="register.promotions" />
      </p>
      <Button type="submit" block large busy={wizard.advancing}>
        <FormattedMessage id="register.next" />
      </Button>
      {device === 'mobile' && (
        <p className="register__switch">
          <FormattedMessage id="register.haveAccount" />{' '}
          <button
            type="button"
            className="register__link"
            onClick={() => {
              navigator.openModal('login');
            }}
          >
            <FormattedMessage id="register.loginInstead" />
          </button>
        </p>
      )}
    </StepForm>
  );
}

export default observer(AccountStep);
