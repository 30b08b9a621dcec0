import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import './dialog-body.css';

export interface NoticeDialogProps {
  readonly title: ReactNode;
  readonly text: ReactNode;
  /** The label of the one action button (it takes the focus). */
  readonly actionLabel: ReactNode;
  readonly onAction: () => void;
  readonly onClose: () => void;
  /** `alertdialog` when the notice reports a failure. */
  readonly role?: 'dialog' | 'alertdialog';
}

/** A short dialog: a title, a text and one action (the error modal, the new-version modal, …). */
export function NoticeDialog({
  title,
  text,
  actionLabel,
  onAction,
  onClose,
  role = 'dialog',
}: NoticeDialogProps) {
  const titleId = useId();
  return (
    <Dialog titleId={titleId} onClose={onClose} role={role}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          {title}
        </h2>
        <p className="dialog-body__text">{text}</p>
        <button
          type="button"
          className="button button--primary button--block"
          data-autofocus
          onClick={onAction}
        >
          {actionLabel}
        </button>
      </div>
    </Dialog>
  );
}
