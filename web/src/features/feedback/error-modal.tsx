import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ModalProps } from '../../app/modal-props.ts';
import { useInjection } from '../../app/container-context.ts';
import { IntlStore } from '../../app/intl.store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';

/** errorModal (account-and-session.md §2, §8): generic something-went-wrong and back to the casino. */
export default function ErrorModal({ onClose }: ModalProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { language } = useInjection(IntlStore);
  return (
    <Dialog titleId={titleId} onClose={onClose} role="alertdialog">
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="errorModal.title" />
        </h2>
        <p className="dialog-body__text">
          <FormattedMessage id="errorModal.message" />
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          data-autofocus
          onClick={() => {
            void navigate(`/${language}/casino`, { replace: true });
          }}
        >
          <FormattedMessage id="errorModal.back" />
        </button>
      </div>
    </Dialog>
  );
}
