import type { Device } from '@lv-casino/core/shared/device.ts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { describedBy, type FieldIds } from './field-ids.ts';
import { FieldError } from './field-error.tsx';
import PhoneField from './phone-field.tsx';
import type { RegistrationWizardStore } from './registration-wizard.store.ts';
import TextField from './text-field.tsx';

interface StepProps {
  readonly wizard: RegistrationWizardStore;
  readonly ids: FieldIds;
}

const ShowPassword = ({
  visible,
  controls,
  onToggle,
}: {
  visible: boolean;
  controls: string;
  onToggle: () => void;
}) => {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="field__action"
      aria-pressed={visible}
      aria-controls={controls}
      aria-label={intl.formatMessage({ id: 'register.password.show' })}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
      </svg>
    </button>
  );
};

const TermsCheckbox = observer(function TermsCheckbox({ wizard, ids }: StepProps) {
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
          aria-describedby={describedBy(error !== undefined && ids.error('acceptTAC'))}
          onChange={(event) => {
            wizard.change('acceptTAC', event.target.checked);
          }}
        />
        <label htmlFor={ids.control('acceptTAC')}>
          <FormattedMessage id="register.acceptTerms" />
        </label>
      </div>
      <FieldError id={ids.error('acceptTAC')} messageKey={error} />
    </div>
  );
});

/**
 * Step 1 (account-and-session.md §2): username, email, password (show/hide), phone code and number,
 * the terms checkbox, the note on promotions and Next; on a phone, a way to log in instead.
 */
function AccountStep({ wizard, ids }: StepProps) {
  const navigator = useInjection(AppNavigator);
  const device = useInjection<Device>(DeviceToken);
  const [passwordVisible, setPasswordVisible] = useState(false);
  return (
    <form
      className="register__form"
      noValidate
      aria-busy={wizard.advancing}
      onSubmit={(event) => {
        event.preventDefault();
        void wizard.next();
      }}
    >
      <TextField
        wizard={wizard}
        ids={ids}
        field="username"
        label={<FormattedMessage id="register.username" />}
        autoComplete="username"
        initialFocus
      />
      <TextField
        wizard={wizard}
        ids={ids}
        field="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={<FormattedMessage id="register.email" />}
      />
      <TextField
        wizard={wizard}
        ids={ids}
        field="password"
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        label={<FormattedMessage id="register.password" />}
        action={
          <ShowPassword
            visible={passwordVisible}
            controls={ids.control('password')}
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
      <button type="submit" className="button button--primary button--block button--large">
        {wizard.advancing && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage id="register.next" />
      </button>
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
    </form>
  );
}

export default observer(AccountStep);
