import type { ReactNode } from 'react';
import { shows } from './shows.ts';
import './notice.css';

/** A notice's colour: information, success, or an error. */
export type NoticeTone = 'info' | 'success' | 'error';

const classOf = (tone: NoticeTone, className: string | undefined): string =>
  `notice notice--${tone}${className === undefined ? '' : ` ${className}`}`;

export interface NoticeProps {
  readonly tone?: NoticeTone | undefined;
  /** `alert` for a failure the player must hear at once, `status` for news; none for a standing text. */
  readonly role?: 'alert' | 'status' | undefined;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
  /** What the player can do about it (a retry), after the text. */
  readonly action?: ReactNode | undefined;
  /** The text, in one paragraph. */
  readonly children: ReactNode;
}

/** A boxed message (a load that failed, with its retry; a note): its text and an optional action. */
export function Notice({ tone = 'info', role, id, className, action, children }: NoticeProps) {
  return (
    <div className={classOf(tone, className)} role={role} id={id}>
      <p>{children}</p>
      {action}
    </div>
  );
}

export interface LiveNoticeProps {
  /** `alert` for what went wrong, `status` for what went well or is under way. */
  readonly role: 'alert' | 'status';
  readonly tone?: NoticeTone | undefined;
  readonly id?: string | undefined;
  readonly className?: string | undefined;
  /** The message; none leaves the region empty (and out of the layout). */
  readonly children?: ReactNode | undefined;
}

/**
 * A live region that is in the page before its message, so that a message put in it is announced
 * (a form's refusal, a save's success): its message in a box, or nothing.
 */
export function LiveNotice({
  role,
  tone = role === 'alert' ? 'error' : 'success',
  id,
  className,
  children,
}: LiveNoticeProps) {
  return (
    <div role={role} id={id} className={className === undefined ? 'live-region' : `live-region ${className}`}>
      {shows(children) && <p className={classOf(tone, undefined)}>{children}</p>}
    </div>
  );
}
