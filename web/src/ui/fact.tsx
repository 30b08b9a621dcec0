import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-id.ts';

/** A fact of a description list (`<dl>`): its term, a text, and its value. */
export function Fact({
  term,
  className,
  valueClassName,
  children,
}: {
  readonly term: MessageId;
  /** The pair's own class (its place in the list's grid). */
  readonly className?: string | undefined;
  readonly valueClassName?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>
        <FormattedMessage id={term} />
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
