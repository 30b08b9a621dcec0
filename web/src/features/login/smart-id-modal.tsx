import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Intro } from '../../ui/intro.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Loading } from '../../ui/loading.tsx';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
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
            <Intro text="smartId.instructions" className="dialog-body__text" />
            <p className="smart-id__code">
              <span className="smart-id__code-label">
                <FormattedMessage id="smartId.code" />
              </span>
              <span className="smart-id__code-value">{state.verificationCode}</span>
            </p>
            <Loading>
              <FormattedMessage id="smartId.waiting" />
            </Loading>
            {state.cancellable && (
              <Button
                tone="secondary"
                block
                onClick={() => {
                  store.cancel();
                }}
              >
                <FormattedMessage id="smartId.cancel" />
              </Button>
            )}
          </>
        )}
        {(state.kind === 'requesting-code' || state.kind === 'signing-in' || state.kind === 'logged-in') && (
          <Loading>
            <FormattedMessage
              id={state.kind === 'requesting-code' ? 'smartId.requesting' : 'smartId.signingIn'}
            />
          </Loading>
        )}
        {(state.kind === 'failed' || state.kind === 'idle' || state.kind === 'cancelled') && (
          <NoticeStep
            text={
              state.kind === 'failed' ? (
                <CatalogueMessage id={state.failure.error.messageKey} />
              ) : (
                <FormattedMessage id="smartId.none" />
              )
            }
            textRole={state.kind === 'failed' ? 'alert' : undefined}
            actionLabel={<FormattedMessage id="smartId.backToLogin" />}
            onAction={() => {
              store.backToLogin();
            }}
          />
        )}
      </div>
    </Dialog>
  );
}

export default observer(SmartIdModal);
