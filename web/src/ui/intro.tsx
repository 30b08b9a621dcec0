import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-id.ts';

/** What a part is for, under its heading: a paragraph of one text; nothing when it has none. */
export function Intro({
  text,
  className,
}: {
  readonly text: MessageId | undefined;
  readonly className: string;
}) {
  if (text === undefined) return null;
  return (
    <p className={className}>
      <FormattedMessage id={text} />
    </p>
  );
}
