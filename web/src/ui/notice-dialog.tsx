import { useId, type ReactNode, type Ref } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Notice } from './notice.tsx';
import { shows } from './shows.ts';
import './dialog-body.css';

export interface NoticeStepProps {
  /** What the dialog says; none leaves the action alone (a text of the dialog's own above it). */
  readonly text?: ReactNode;
  /** `alert` when the text reports a failure, `status` for news; none for a standing text. */
  readonly textRole?: 'alert' | 'status' | undefined;
  /** `success`: the text in a success box (a password changed); plain dialog text otherwise. */
  readonly tone?: 'plain' | 'success' | undefined;
  /** The label of the one action button (it takes the focus). */
  readonly actionLabel: ReactNode;
  readonly onAction: () => void;
  readonly actionRef?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The end of a short dialog's flow: its text and the one action that leads on (log in, back to the
 * casino, OK), which takes the focus.
 */
export function NoticeStep({
  text,
  textRole,
  tone = 'plain',
  actionLabel,
  onAction,
  actionRef,
}: NoticeStepProps) {
  return (
    <>
      {shows(text) &&
        (tone === 'success' ? (
          <Notice tone="success" role={textRole}>
            {text}
          </Notice>
        ) : (
          <p className="dialog-body__text" role={textRole}>
            {text}
          </p>
        ))}
      <Button ref={actionRef} block data-autofocus onClick={onAction}>
        {actionLabel}
      </Button>
    </>
  );
}

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
        <NoticeStep text={text} actionLabel={actionLabel} onAction={onAction} />
      </div>
    </Dialog>
  );
}
