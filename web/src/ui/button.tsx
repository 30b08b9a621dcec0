import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './button-states.css';

/** How a button's action stands: under way, then how the last one went. */
export type ButtonFeedback = 'idle' | 'busy' | 'succeeded' | 'failed';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Its look (button.css): primary (gold, the default), secondary (outline), ghost, danger. */
  readonly tone?: 'primary' | 'secondary' | 'ghost' | 'danger' | undefined;
  readonly large?: boolean | undefined;
  /** The full width of its container. */
  readonly block?: boolean | undefined;
  readonly className?: string | undefined;
  readonly ref?: Ref<HTMLButtonElement> | undefined;
  /**
   * Its action is under way: a spinner, `busyLabel` in place of its text when given, and, unless the
   * button is `disabled` outright, `aria-disabled` (it keeps the focus and says it cannot act).
   */
  readonly busy?: boolean | undefined;
  readonly busyLabel?: ReactNode | undefined;
  /** A submit's feedback (busy, then ✓ or ! with a ring), as `data-feedback`. */
  readonly feedback?: ButtonFeedback | undefined;
}

/**
 * A button of the design system (type="button" unless told): its tone and size, a spinner and a busy
 * text while its action runs, and a submit's feedback. Its name is its text; the marks are hidden
 * from screen readers.
 */
export function Button({
  tone = 'primary',
  large = false,
  block = false,
  className,
  busy: busyProp = false,
  busyLabel,
  feedback,
  children,
  type = 'button',
  ...button
}: ButtonProps) {
  const busy = busyProp || feedback === 'busy';
  const classes = [
    'button',
    `button--${tone}`,
    block && 'button--block',
    large && 'button--large',
    className,
  ];
  const mark = feedback === 'succeeded' ? '✓' : feedback === 'failed' ? '!' : null;
  return (
    <button
      aria-disabled={button.disabled === undefined ? busy : undefined}
      {...button}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      data-feedback={feedback}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {mark !== null && (
        <span className="button__mark" aria-hidden="true">
          {mark}
        </span>
      )}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
