import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { Intro } from '../../ui/intro.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoginFormStore, type LoginMethod } from './login-form.store.ts';
import { LOGIN_MAX_LENGTH } from '@lv-casino/core/session/login.schema.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { oneTimeCodeInput, USERNAME_INPUT } from '../../ui/input-presets.ts';
import { textFields } from '../../kernel/text-fields.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordToggle } from '../../ui/password-toggle.tsx';
import './login-modal.css';
import { failureText } from '../../kernel/catalogue/failure-text.ts';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { Form } from '../../ui/form.tsx';

/** A button that reads as a link (to another step or modal). */
function LinkAction({ label, onClick }: { readonly label: MessageId; readonly onClick: () => void }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      <FormattedMessage id={label} />
    </button>
  );
}

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
  const fieldsId = useId();
  const field = textFields(form, fieldsId);
  const errorsId = useId();
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

  const onSubmit = async (): Promise<void> => {
    const ok = await form.submit();
    if (ok) return;
    // Focus goes to the first field in error, else to the field a retry starts from.
    if (form.method === 'smart-id') personalNumberRef.current?.focus();
    else if (form.smsStep) smsCodeRef.current?.focus();
    else if ('username' in form.errors) usernameRef.current?.focus();
    else passwordRef.current?.focus();
  };

  const { error, hint } = form;
  const smartId = form.method === 'smart-id';
  const serverError = error !== null || hint !== null;
  /** What every field shares besides its own: the server's answer for the whole form. */
  const formWide = { invalid: serverError, describedBy: [serverError && errorsId] };

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
          <Intro text="login.subtitle" className="login__subtitle" />
        </div>
        {notice !== null && (
          <Notice role="status">
            <CatalogueMessage id={notice} />
          </Notice>
        )}
        {form.smartIdEnabled && (
          <div className="login__tabs" role="tablist" aria-label={intl.formatMessage({ id: 'login.method' })}>
            {tab('password', 'login.tab.password')}
            {tab('smart-id', 'login.tab.smartId')}
          </div>
        )}
        <Form
          id={`${tabsId}-panel`}
          className="login__form"
          onSubmit={onSubmit}
          aria-busy={form.busy}
          {...(form.smartIdEnabled
            ? { role: 'tabpanel', 'aria-labelledby': `${tabsId}-${form.method}` }
            : {})}
        >
          <div id={errorsId} role="alert" className="login__errors">
            {serverError && (
              <ul>
                {error !== null && form.smsCodeDead && (
                  <li>
                    <FormattedMessage id="login.sms.codeDead" />{' '}
                    <LinkAction
                      label="login.sms.resend"
                      onClick={() => {
                        void form.resendSmsCode().then((ok) => {
                          if (!ok) smsCodeRef.current?.focus();
                        });
                      }}
                    />
                  </li>
                )}
                {error !== null && !form.smsCodeDead && (
                  <li>
                    <CatalogueMessage {...failureText(error, form.retryAfterSeconds)} />
                  </li>
                )}
                {hint !== null && (
                  <li>
                    <CatalogueMessage id={hint.messageKey} />{' '}
                    <LinkAction
                      label="login.forgotPassword"
                      onClick={() => {
                        navigator.perform(hint.next);
                      }}
                    />
                  </li>
                )}
              </ul>
            )}
          </div>
          {smartId ? (
            <TextField
              {...field('personalNumber', 'login.personalNumber')}
              {...formWide}
              inputRef={personalNumberRef}
              inputMode="numeric"
              autoComplete="off"
              placeholder={intl.formatMessage({ id: 'login.personalNumber.placeholder' })}
              maxLength={12}
              data-autofocus
            />
          ) : form.smsStep ? (
            <>
              <Notice role="status">
                <FormattedMessage id="login.sms.sent" />
              </Notice>
              <TextField
                {...field('code', 'login.sms.code')}
                {...formWide}
                {...oneTimeCodeInput()}
                inputRef={smsCodeRef}
                data-autofocus
              />
            </>
          ) : (
            <>
              <TextField
                {...field('username', 'login.username')}
                {...formWide}
                {...USERNAME_INPUT}
                inputRef={usernameRef}
                maxLength={LOGIN_MAX_LENGTH.username}
                data-autofocus
                onPaste={() => {
                  form.markPasted();
                }}
              />
              <TextField
                {...field('password', 'login.password')}
                {...formWide}
                inputRef={passwordRef}
                maxLength={LOGIN_MAX_LENGTH.password}
                type={passwordVisible ? 'text' : 'password'}
                autoComplete="current-password"
                onPaste={() => {
                  form.markPasted();
                }}
                action={
                  <PasswordToggle
                    visible={passwordVisible}
                    controls={`${fieldsId}-password`}
                    label={intl.formatMessage({ id: 'login.password.show' })}
                    onToggle={() => {
                      setPasswordVisible((visible) => !visible);
                    }}
                  />
                }
              />
            </>
          )}
          <Button
            type="submit"
            block
            large
            busy={form.busy}
            disabled={form.busy}
            busyLabel={<FormattedMessage id="login.submitting" />}
          >
            <FormattedMessage id={smartId ? 'login.submit.smartId' : 'login.submit'} />
          </Button>
        </Form>
        <div className="login__links">
          {form.smsStep && !smartId && (
            <LinkAction
              label="login.sms.back"
              onClick={() => {
                form.leaveSmsStep();
              }}
            />
          )}
          {!smartId && (
            <LinkAction
              label="login.forgotPassword"
              onClick={() => {
                navigator.perform(form.forgotPassword);
              }}
            />
          )}
          {form.registrationOpen && (
            <span>
              <FormattedMessage id="login.noAccount" />{' '}
              <LinkAction
                label="login.register"
                onClick={() => {
                  navigator.openModal('register');
                }}
              />
            </span>
          )}
        </div>
      </div>
    </Dialog>
  );
}

export default observer(LoginModal);
