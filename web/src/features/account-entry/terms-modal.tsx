import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { Intro } from '../../ui/intro.tsx';
import { Button } from '../../ui/button.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
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
        <Intro text="terms.text" className="dialog-body__text" />
        <LiveNotice role="alert">
          {store.error !== null && <CatalogueMessage id={store.error.messageKey} />}
        </LiveNotice>
        <div className="account-form__actions account-form__actions--split">
          <Button
            tone="secondary"
            busy={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => void store.decline()}
          >
            <FormattedMessage id="terms.decline" />
          </Button>
          <Button
            data-autofocus
            busy={busy === 'accept'}
            disabled={busy !== null}
            onClick={() => void store.accept()}
          >
            <FormattedMessage id="terms.accept" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export default observer(TermsModal);
