import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';
import '../../ui/field.css';
import './account-entry.css';
import { ActivationStore } from './activation.store.ts';
import { TextField } from './form-parts.tsx';

/**
 * The activation modal (account-and-session.md §2, §4 Activation): the e-mailed link activates at
 * once (success: title, message, a login button; failure: the code's text and back to home); opened
 * without a key it asks for the code of the activation SMS.
 */
function ActivationModal({ onClose }: ModalProps) {
  const store = useScreenStore(ActivationStore);
  const [params] = useSearchParams();
  const titleId = useId();
  const fieldId = useId();
  const username = params.get('username');
  const activationKey = params.get('activationKey');

  useEffect(() => {
    void store.start({ username, activationKey });
  }, [store, username, activationKey]);

  const { status } = store;
  // The answer arrives after the dialog opened: focus moves to its one action.
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (status === 'activated' || status === 'failed') action.current?.focus();
  }, [status]);
  return (
    <Dialog titleId={titleId} onClose={onClose} role={status === 'failed' ? 'alertdialog' : 'dialog'}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          {status === 'activated' && store.titleKey !== null ? (
            <CatalogueMessage id={store.titleKey} />
          ) : (
            <FormattedMessage id={status === 'failed' ? 'activation.failed.title' : 'activation.title'} />
          )}
        </h2>
        {(status === 'idle' || status === 'activating') && (
          <p className="account-form__status" role="status">
            <span className="spinner" aria-hidden="true" />
            <FormattedMessage id="activation.activating" />
          </p>
        )}
        {status === 'activated' && (
          <>
            {store.messageKey !== null && (
              <p className="dialog-body__text">
                <CatalogueMessage id={store.messageKey} />
              </p>
            )}
            <button
              ref={action}
              type="button"
              className="button button--primary button--block"
              data-autofocus
              onClick={() => {
                store.proceed();
              }}
            >
              <FormattedMessage id="activation.login" />
            </button>
          </>
        )}
        {status === 'failed' && store.error !== null && (
          <>
            <p className="dialog-body__text">
              <CatalogueMessage id={store.error.messageKey} />
            </p>
            <button
              ref={action}
              type="button"
              className="button button--primary button--block"
              data-autofocus
              onClick={() => {
                store.proceed();
              }}
            >
              <FormattedMessage id="activation.backHome" />
            </button>
          </>
        )}
        {status === 'sms-form' && (
          <form
            className="account-form"
            noValidate
            aria-busy={store.busy}
            onSubmit={(event) => {
              event.preventDefault();
              void store.submitCode();
            }}
          >
            <p className="dialog-body__text">
              <FormattedMessage id="activation.sms.text" />
            </p>
            <div role="alert" className="account-form__errors">
              {store.error !== null && (
                <p>
                  <CatalogueMessage id={store.error.messageKey} />
                </p>
              )}
            </div>
            <TextField
              id={`${fieldId}-username`}
              name="username"
              label={<FormattedMessage id="activation.sms.username" />}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              errors={store.fieldErrors}
              value={store.username}
              readOnly={store.busy}
              onValue={(value) => {
                store.setUsername(value);
              }}
            />
            <TextField
              id={`${fieldId}-code`}
              name="code"
              label={<FormattedMessage id="activation.sms.code" />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              data-autofocus
              errors={store.fieldErrors}
              value={store.code}
              readOnly={store.busy}
              onValue={(value) => {
                store.setCode(value);
              }}
            />
            <button type="submit" className="button button--primary button--block" disabled={store.busy}>
              {store.busy && <span className="spinner" aria-hidden="true" />}
              <FormattedMessage id="activation.sms.submit" />
            </button>
          </form>
        )}
      </div>
    </Dialog>
  );
}

export default observer(ActivationModal);
