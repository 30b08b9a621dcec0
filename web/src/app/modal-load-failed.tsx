import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../ui/dialog.tsx';
import '../ui/dialog-body.css';
import type { ModalProps } from './modal-props.ts';

/**
 * What opens when a modal's chunk cannot load (a new version replaced the files, or the network
 * dropped): the reason and a reload, instead of nothing. Part of the main chunk, so it always shows.
 */
export default function ModalLoadFailed({ onClose }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog titleId={titleId} onClose={onClose} role="alertdialog">
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="app.chunkError.title" />
        </h2>
        <p className="dialog-body__text">
          <FormattedMessage id="app.chunkError.message" />
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          data-autofocus
          onClick={() => {
            window.location.reload();
          }}
        >
          <FormattedMessage id="app.error.reload" />
        </button>
      </div>
    </Dialog>
  );
}
