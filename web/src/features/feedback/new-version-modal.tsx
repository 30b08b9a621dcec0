import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ModalProps } from '../../app/modal-props.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';

/** new-version-modal (account-and-session.md §2): a newer version replaced this one; offers a refresh. */
export default function NewVersionModal({ onClose }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="newVersion.title" />
        </h2>
        <p className="dialog-body__text">
          <FormattedMessage id="newVersion.message" />
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          data-autofocus
          onClick={() => {
            window.location.reload();
          }}
        >
          <FormattedMessage id="newVersion.refresh" />
        </button>
      </div>
    </Dialog>
  );
}
