import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { LoginFormStore, type LoginMethod } from './login-form.store.ts';
import { LOGIN_MAX_LENGTH } from '@lv-casino/core/session/login.schema.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import '../../ui/field.css';
import './login-modal.css';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';

/**
 * The login modal (account-and-session.md §2 Login modal, §4 Login): username and password, or the
 * personal code on the Smart-ID tab (when the site offers it); Enter submits the active tab; the
 * catalogue's message of a failure in the error list with the SMS hint; links to forgot password and
 * to registration; and the reason of a forced logout.
 */
function LoginModal({ onClose }: ModalProps) {
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  const form = useScreenStore(LoginFormStore);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const intl = useIntl();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const personalNumberRef = useRef<HTMLInputElement>(null);
  const smsCodeRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const usernameId = useId();
  const passwordId = useId();
  const personalNumberId = useId();
  const errorsId = useId();
  const smsCodeId = useId();
  const tabsId = useId();

  const [params] = useSearchParams();
  const pendingGame = params.get('game');
  useEffect(() => {
    form.setPendingGame(pendingGame);
  }, [form, pendingGame]);

  // The reason of a forced logout belongs to this opening of the modal only.
  const [notice] = useState(() => session.notice);
  useEffect(() => {
    session.dismissNotice();
  }, [session]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const ok = await form.submit();
    if (ok) return;
    // Focus goes to the first field in error, else to the field a retry starts from.
    const { fieldErrors } = form;
    if (form.method === 'smart-id') personalNumberRef.current?.focus();
    else if (form.smsStep) smsCodeRef.current?.focus();
    else if ('username' in fieldErrors) usernameRef.current?.focus();
    else passwordRef.current?.focus();
  };

  const { error, hint, fieldErrors } = form;
  const smartId = form.method === 'smart-id';
  const serverError = error !== null || hint !== null;
  const fieldError = (field: string, id: string) =>
    field in fieldErrors ? (
      <p id={id} className="login__field-error">
        <CatalogueMessage id={fieldErrors[field] ?? ''} />
      </p>
    ) : null;
  const describedBy = (field: string): string | undefined =>
    [field in fieldErrors ? `${errorsId}-${field}` : null, serverError ? errorsId : null]
      .filter((id) => id !== null)
      .join(' ') || undefined;

  const tab = (method: LoginMethod, label: MessageId) => (
    <button
      type="button"
      role="tab"
      id={`${tabsId}-${method}`}
      className="login__tab"
      aria-selected={form.method === method}
      aria-controls={`${tabsId}-panel`}
      tabIndex={form.method === method ? 0 : -1}
      onClick={() => {
        form.setMethod(method);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        const other: LoginMethod = method === 'password' ? 'smart-id' : 'password';
        form.setMethod(other);
        document.getElementById(`${tabsId}-${other}`)?.focus();
      }}
    >
      <FormattedMessage id={label} />
    </button>
  );

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
        {form.smartIdEnabled && (
          <div className="login__tabs" role="tablist" aria-label={intl.formatMessage({ id: 'login.method' })}>
            {tab('password', 'login.tab.password')}
            {tab('smart-id', 'login.tab.smartId')}
          </div>
        )}
        <form
          id={`${tabsId}-panel`}
          className="login__form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-busy={form.busy}
          {...(form.smartIdEnabled
            ? { role: 'tabpanel', 'aria-labelledby': `${tabsId}-${form.method}` }
            : {})}
        >
          <div id={errorsId} role="alert" className="login__errors">
            {serverError && (
              <ul>
                {error !== null && (
                  <li>
                    <CatalogueMessage id={error.messageKey} />
                  </li>
                )}
                {hint !== null && (
                  <li>
                    <CatalogueMessage id={hint.messageKey} />{' '}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        navigator.perform(hint.next);
                      }}
                    >
                      <FormattedMessage id="login.forgotPassword" />
                    </button>
                  </li>
                )}
              </ul>
            )}
          </div>
          {smartId ? (
            <div className="field">
              <label className="field__label" htmlFor={personalNumberId}>
                <FormattedMessage id="login.personalNumber" />
              </label>
              <input
                id={personalNumberId}
                ref={personalNumberRef}
                className="field__input"
                name="personalNumber"
                inputMode="numeric"
                autoComplete="off"
                placeholder={intl.formatMessage({ id: 'login.personalNumber.placeholder' })}
                maxLength={12}
                data-autofocus
                readOnly={form.busy}
                aria-invalid={'personalNumber' in fieldErrors || serverError}
                aria-describedby={describedBy('personalNumber')}
                value={form.personalNumber}
                onChange={(event) => {
                  form.setPersonalNumber(event.target.value);
                }}
              />
              {fieldError('personalNumber', `${errorsId}-personalNumber`)}
            </div>
          ) : form.smsStep ? (
            <div className="field">
              <p className="login__sms-sent" role="status">
                <FormattedMessage id="login.sms.sent" />
              </p>
              <label className="field__label" htmlFor={smsCodeId}>
                <FormattedMessage id="login.sms.code" />
              </label>
              <input
                id={smsCodeId}
                ref={smsCodeRef}
                className="field__input"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                data-autofocus
                readOnly={form.busy}
                aria-invalid={'code' in fieldErrors || serverError}
                aria-describedby={describedBy('code')}
                value={form.smsCode}
                onChange={(event) => {
                  form.setSmsCode(event.target.value);
                }}
              />
              {fieldError('code', `${errorsId}-code`)}
            </div>
          ) : (
            <>
              <div className="field">
                <label className="field__label" htmlFor={usernameId}>
                  <FormattedMessage id="login.username" />
                </label>
                <input
                  id={usernameId}
                  ref={usernameRef}
                  className="field__input"
                  name="username"
                  autoComplete="username"
                  maxLength={LOGIN_MAX_LENGTH.username}
                  autoCapitalize="none"
                  spellCheck={false}
                  data-autofocus
                  readOnly={form.busy}
                  aria-invalid={'username' in fieldErrors || serverError}
                  aria-describedby={describedBy('username')}
                  value={form.username}
                  onChange={(event) => {
                    form.setUsername(event.target.value);
                  }}
                  onPaste={() => {
                    form.markPasted();
                  }}
                />
                {fieldError('username', `${errorsId}-username`)}
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
                    maxLength={LOGIN_MAX_LENGTH.password}
                    type={passwordVisible ? 'text' : 'password'}
                    autoComplete="current-password"
                    readOnly={form.busy}
                    aria-invalid={'password' in fieldErrors || serverError}
                    aria-describedby={describedBy('password')}
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
                {fieldError('password', `${errorsId}-password`)}
              </div>
            </>
          )}
          <button
            type="submit"
            className="button button--primary button--block button--large"
            disabled={form.busy}
          >
            {form.busy && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage
              id={form.busy ? 'login.submitting' : smartId ? 'login.submit.smartId' : 'login.submit'}
            />
          </button>
        </form>
        <div className="login__links">
          {form.smsStep && !smartId && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                form.leaveSmsStep();
              }}
            >
              <FormattedMessage id="login.sms.back" />
            </button>
          )}
          {!smartId && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                navigator.perform(form.forgotPassword);
              }}
            >
              <FormattedMessage id="login.forgotPassword" />
            </button>
          )}
          {form.registrationOpen && (
            <span>
              <FormattedMessage id="login.noAccount" />{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  navigator.openModal('register');
                }}
              >
                <FormattedMessage id="login.register" />
              </button>
            </span>
          )}
        </div>
      </div>
    </Dialog>
  );
}

export default observer(LoginModal);
