import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button.tsx';

/**
 * The success screen (account-and-session.md §2): what happens next, and OK, which closes the modal
 * (and begins the session of an auto-login).
 */
export function RegistrationSuccess({
  autoLoggedIn,
  onOk,
}: {
  readonly autoLoggedIn: boolean;
  readonly onOk: () => void;
}) {
  return (
    <div className="register__success">
      <svg className="register__success-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="register__success-text">
        <FormattedMessage id="register.success.message" />
      </p>
      <p className="register__success-text">
        {autoLoggedIn ? (
          <FormattedMessage id="register.success.autoLogin" />
        ) : (
          <FormattedMessage id="register.success.activate" />
        )}
      </p>
      <Button block large onClick={onOk}>
        <FormattedMessage id="register.success.ok" />
      </Button>
    </div>
  );
}
