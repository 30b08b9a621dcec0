import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../ui/dialog.tsx';
import type { ModalProps } from './modal-props.ts';

/** What a deep link to a modal whose feature has not landed yet opens: a short note and a way back. */
export default function UnavailableModal({ onClose }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="modal.unavailable.title" />
        </h2>
        <p className="dialog-body__text">
          <FormattedMessage id="modal.unavailable.message" />
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={onClose}
          data-autofocus
        >
          <FormattedMessage id="modal.unavailable.back" />
        </button>
      </div>
    </Dialog>
  );
}
