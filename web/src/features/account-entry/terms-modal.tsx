import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';
import './account-entry.css';
import { TermsStore } from './terms.store.ts';

/**
 * Terms acceptance (account-and-session.md §2, §4 Session): shown while the terms are not accepted;
 * no close button, Escape and the backdrop do nothing: accept, or decline and be logged out.
 */
function TermsModal() {
  const store = useScreenStore(TermsStore);
  const titleId = useId();
  const { busy } = store;

  return (
    <Dialog titleId={titleId}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="terms.title" />
        </h2>
        <p className="dialog-body__text">
          <FormattedMessage id="terms.text" />
        </p>
        <div role="alert" className="account-form__errors">
          {store.error !== null && (
            <p>
              <CatalogueMessage id={store.error.messageKey} />
            </p>
          )}
        </div>
        <div className="account-form__actions account-form__actions--split">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => void store.decline()}
          >
            {busy === 'decline' && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage id="terms.decline" />
          </button>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            disabled={busy !== null}
            onClick={() => void store.accept()}
          >
            {busy === 'accept' && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage id="terms.accept" />
          </button>
        </div>
      </div>
    </Dialog>
  );
}

export default observer(TermsModal);
