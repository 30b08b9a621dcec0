import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';
import './login-modal.css';
import { SmartIdSessionStore } from './smart-id-session.store.ts';

/**
 * The Smart-ID authentication modal (account-and-session.md §2 Login modal, §4 Smart-ID): the
 * verification code to compare with the one in the Smart-ID app, a wait indicator, and the cancel
 * button once core allows it (after 2 s); a failure shows its message with a way back to the login.
 */
function SmartIdModal({ onClose }: ModalProps) {
  const store = useScreenStore(SmartIdSessionStore);
  const titleId = useId();
  const { state } = store;

  return (
    <Dialog titleId={titleId} onClose={onClose} role={state.kind === 'failed' ? 'alertdialog' : 'dialog'}>
      <div className="dialog-body smart-id">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="smartId.title" />
        </h2>
        {state.kind === 'awaiting-confirmation' && (
          <>
            <p className="dialog-body__text">
              <FormattedMessage id="smartId.instructions" />
            </p>
            <p className="smart-id__code">
              <span className="smart-id__code-label">
                <FormattedMessage id="smartId.code" />
              </span>
              <span className="smart-id__code-value">{state.verificationCode}</span>
            </p>
            <p className="smart-id__waiting" role="status">
              <span className="spinner" aria-hidden="true" />
              <FormattedMessage id="smartId.waiting" />
            </p>
            {state.cancellable && (
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => {
                  store.cancel();
                }}
              >
                <FormattedMessage id="smartId.cancel" />
              </button>
            )}
          </>
        )}
        {(state.kind === 'requesting-code' || state.kind === 'signing-in' || state.kind === 'logged-in') && (
          <p className="smart-id__waiting" role="status">
            <span className="spinner" aria-hidden="true" />
            {state.kind === 'requesting-code' ? (
              <FormattedMessage id="smartId.requesting" />
            ) : (
              <FormattedMessage id="smartId.signingIn" />
            )}
          </p>
        )}
        {state.kind === 'failed' && (
          <>
            <p className="dialog-body__text" role="alert">
              <CatalogueMessage id={state.failure.error.messageKey} />
            </p>
            <button
              type="button"
              className="button button--primary button--block"
              data-autofocus
              onClick={() => {
                store.backToLogin();
              }}
            >
              <FormattedMessage id="smartId.backToLogin" />
            </button>
          </>
        )}
        {(state.kind === 'idle' || state.kind === 'cancelled') && (
          <>
            <p className="dialog-body__text">
              <FormattedMessage id="smartId.none" />
            </p>
            <button
              type="button"
              className="button button--primary button--block"
              data-autofocus
              onClick={() => {
                store.backToLogin();
              }}
            >
              <FormattedMessage id="smartId.backToLogin" />
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}

export default observer(SmartIdModal);
