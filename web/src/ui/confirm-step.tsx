import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { LiveNotice } from './notice.tsx';
import './confirm-step.css';

export interface ConfirmStepProps {
  /** What is asked ("Archive the conversation …?"): it names the group of the two answers. */
  readonly question: ReactNode;
  readonly confirm: ReactNode;
  readonly cancel: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** The confirmed action is under way: the confirm button is busy, with `busyLabel` when given. */
  readonly busy?: boolean | undefined;
  readonly busyLabel?: ReactNode | undefined;
  readonly confirmTone?: ButtonProps['tone'] | undefined;
  readonly cancelTone?: ButtonProps['tone'] | undefined;
  readonly confirmClassName?: string | undefined;
  /** The answer that takes the focus when the step shows: the confirmation, or the safe way out. */
  readonly focus?: 'confirm' | 'cancel' | undefined;
  /** Escape answers cancel, and the dialog around the step does not hear it. */
  readonly cancelOnEscape?: boolean | undefined;
  /**
   * Why the confirmed action failed, in an alert region under the question; without the prop there
   * is no region (null: the region, empty).
   */
  readonly failure?: ReactNode | undefined;
  /** The group's own class, besides `confirm-step` (its frame where it stands). */
  readonly className?: string | undefined;
}

/**
 * A confirmation in place of the control that asked it (a removal, an archiving): the question, then
 * the confirm and cancel buttons, grouped and named by the question. It takes the focus when it shows.
 */
export function ConfirmStep({
  question,
  confirm,
  cancel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  confirmTone = 'primary',
  cancelTone = 'secondary',
  confirmClassName,
  focus = 'confirm',
  cancelOnEscape = false,
  failure,
  className,
}: ConfirmStepProps) {
  const questionId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (focus === 'confirm' ? confirmRef : cancelRef).current?.focus();
  }, [focus]);
  // Escape cancels; a dialog around (which closes on Escape at the document) does not hear it.
  const cancelled = useRef(onCancel);
  useEffect(() => {
    cancelled.current = onCancel;
  }, [onCancel]);
  useEffect(() => {
    const group = groupRef.current;
    if (group === null || !cancelOnEscape) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      cancelled.current();
    };
    group.addEventListener('keydown', onKeyDown);
    return () => {
      group.removeEventListener('keydown', onKeyDown);
    };
  }, [cancelOnEscape]);
  return (
    <div
      ref={groupRef}
      className={className === undefined ? 'confirm-step' : `confirm-step ${className}`}
      role="group"
      aria-labelledby={questionId}
    >
      <p id={questionId} className="confirm-step__question">
        {question}
      </p>
      {failure !== undefined && <LiveNotice role="alert">{failure}</LiveNotice>}
      <div className="confirm-step__actions">
        <Button
          ref={confirmRef}
          tone={confirmTone}
          className={confirmClassName}
          busy={busy}
          busyLabel={busyLabel}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirm}
        </Button>
        <Button ref={cancelRef} tone={cancelTone} onClick={onCancel}>
          {cancel}
        </Button>
      </div>
    </div>
  );
}
