import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModalProps } from '../../app/modal-props.ts';
import { SessionStore } from '../../app/session.store.ts';
import { useInjection, useScreenStore } from '../../app/container-context.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { LoginFormStore } from './login-form.store.ts';
import '../../ui/field.css';
import './login-modal.css';
import CatalogueMessage from '../../app/catalogue/catalogue-message.tsx';

/**
 * The login modal (account-and-session.md §2 Login modal): username and password, Enter submits,
 * the catalogue's message of a failure in the error list, and the reason of a forced logout.
 */
function LoginModal({ onClose }: ModalProps) {
  const session = useInjection(SessionStore);
  const form = useScreenStore(LoginFormStore);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const intl = useIntl();
  const passwordRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const usernameId = useId();
  const passwordId = useId();
  const errorsId = useId();

  // The reason of a forced logout belongs to this opening of the modal only.
  const [notice] = useState(() => session.notice);
  useEffect(() => {
    session.dismissNotice();
  }, [session]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const ok = await form.submit();
    if (!ok) passwordRef.current?.focus();
  };

  const hasErrors = form.errors.length > 0;
  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="login">
        <div className="login__head">
          <h2 id={titleId} className="login__title">
            <FormattedMessage id="login.title" />
          </h2>
          <p className="login__subtitle">
            <FormattedMessage id="login.subtitle" />
          </p>
        </div>
        {notice !== null && (
          <p className="login__notice" role="status">
            <CatalogueMessage id={notice} />
          </p>
        )}
        <form className="login__form" onSubmit={(event) => void onSubmit(event)} aria-busy={form.busy}>
          <div id={errorsId} role="alert" className="login__errors">
            {hasErrors && (
              <ul>
                {form.errors.map((key) => (
                  <li key={key}>
                    <CatalogueMessage id={key} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={usernameId}>
              <FormattedMessage id="login.username" />
            </label>
            <input
              id={usernameId}
              className="field__input"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              data-autofocus
              readOnly={form.busy}
              aria-invalid={hasErrors}
              aria-describedby={hasErrors ? errorsId : undefined}
              value={form.username}
              onChange={(event) => {
                form.setUsername(event.target.value);
              }}
              onPaste={() => {
                form.markPasted();
              }}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={passwordId}>
              <FormattedMessage id="login.password" />
            </label>
            <div className="field__control">
              <input
                id={passwordId}
                ref={passwordRef}
                className="field__input field__input--with-action"
                name="password"
                type={passwordVisible ? 'text' : 'password'}
                autoComplete="current-password"
                required
                readOnly={form.busy}
                aria-invalid={hasErrors}
                aria-describedby={hasErrors ? errorsId : undefined}
                value={form.password}
                onChange={(event) => {
                  form.setPassword(event.target.value);
                }}
                onPaste={() => {
                  form.markPasted();
                }}
              />
              <button
                type="button"
                className="field__action"
                aria-pressed={passwordVisible}
                aria-controls={passwordId}
                aria-label={intl.formatMessage({ id: 'login.password.show' })}
                onClick={() => {
                  setPasswordVisible((visible) => !visible);
                }}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                  />
                  <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  {passwordVisible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
                </svg>
              </button>
            </div>
          </div>
          <button
            type="submit"
            className="button button--primary button--block button--large"
            disabled={form.busy}
          >
            {form.busy && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage id={form.busy ? 'login.submitting' : 'login.submit'} />
          </button>
        </form>
      </div>
    </Dialog>
  );
}

export default observer(LoginModal);
