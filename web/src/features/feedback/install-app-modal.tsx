import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { INSTALL_DISMISSED_KEY, appUpdate } from '../../kernel/service-worker/service-worker-events.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';

/** Remembers "Not now", so the prompt does not open on its own again for a while. */
function rememberNotNow(): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode): the prompt may open again next time, nothing worse.
  }
}

/**
 * promptModal: the install-app prompt (account-and-session.md §2). With the browser's offer: Install
 * (the browser's own dialog) or Not now. Opened from a link without an offer: how to add the site to
 * the home screen by hand.
 */
function InstallAppModal({ onClose }: ModalProps) {
  const titleId = useId();
  const [offered] = useState(() => appUpdate.installOffer !== null);
  const notNow = () => {
    rememberNotNow();
    onClose();
  };
  return (
    <Dialog titleId={titleId} onClose={notNow}>
      <div className="dialog-body">
        <img className="install-app__icon" src="/images/app-icon-192.png" alt="" width={72} height={72} />
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="installApp.title" />
        </h2>
        <p className="dialog-body__text">
          <FormattedMessage id={offered ? 'installApp.message' : 'installApp.manual'} />
        </p>
        {offered ? (
          <>
            <button
              type="button"
              className="button button--primary button--block"
              data-autofocus
              onClick={() => {
                void appUpdate.install().then((outcome) => {
                  if (outcome !== 'accepted') rememberNotNow();
                  onClose();
                });
              }}
            >
              <FormattedMessage id="installApp.install" />
            </button>
            <button type="button" className="button button--secondary button--block" onClick={notNow}>
              <FormattedMessage id="installApp.notNow" />
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--primary button--block"
            data-autofocus
            onClick={onClose}
          >
            <FormattedMessage id="installApp.close" />
          </button>
        )}
      </div>
    </Dialog>
  );
}

export default observer(InstallAppModal);
