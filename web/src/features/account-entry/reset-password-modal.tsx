import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';
import '../../ui/field.css';
import './account-entry.css';
import { TextField } from './form-parts.tsx';
import { ResetPasswordStore } from './reset-password.store.ts';

/**
 * Reset password (account-and-session.md §2: opened with username and key from the e-mailed link): the
 * new password twice; success shows the message and a login button. A link without its key says so.
 */
function ResetPasswordModal({ onClose }: ModalProps) {
  const store = useScreenStore(ResetPasswordStore);
  const [params] = useSearchParams();
  const titleId = useId();
  const fieldId = useId();
  const link = { username: params.get('username') ?? '', key: params.get('key') ?? '' };
  const linkError = store.fieldErrors.key;

  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="resetPassword.title" />
        </h2>
        {store.successKey === null ? (
          <form
            className="account-form"
            noValidate
            aria-busy={store.busy}
            onSubmit={(event) => {
              event.preventDefault();
              void store.submit(link);
            }}
          >
            {link.username !== '' && (
              <p className="dialog-body__text">
                <FormattedMessage id="resetPassword.for" values={{ username: link.username }} />
              </p>
            )}
            <div role="alert" className="account-form__errors">
              {(store.error !== null || linkError !== undefined) && (
                <p>
                  <CatalogueMessage id={store.error?.messageKey ?? linkError ?? ''} />
                </p>
              )}
            </div>
            {/* The account's name for password managers, which pair a new password with its username. */}
            <input type="hidden" name="username" autoComplete="username" value={link.username} />
            <TextField
              id={`${fieldId}-password`}
              name="password"
              type="password"
              label={<FormattedMessage id="resetPassword.password" />}
              autoComplete="new-password"
              data-autofocus
              errors={store.fieldErrors}
              value={store.password}
              readOnly={store.busy}
              onValue={(value) => {
                store.setPassword(value);
              }}
            />
            <TextField
              id={`${fieldId}-repeat`}
              name="rePassword"
              type="password"
              label={<FormattedMessage id="resetPassword.rePassword" />}
              autoComplete="new-password"
              errors={store.fieldErrors}
              value={store.rePassword}
              readOnly={store.busy}
              onValue={(value) => {
                store.setRePassword(value);
              }}
            />
            <button type="submit" className="button button--primary button--block" disabled={store.busy}>
              {store.busy && <span className="spinner" aria-hidden="true" />}
              <FormattedMessage id="resetPassword.submit" />
            </button>
          </form>
        ) : (
          <>
            <p className="account-form__success" role="status">
              <CatalogueMessage id={store.successKey} />
            </p>
            <button
              type="button"
              className="button button--primary button--block"
              data-autofocus
              onClick={() => {
                store.proceed();
              }}
            >
              <FormattedMessage id="resetPassword.login" />
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}

export default observer(ResetPasswordModal);
