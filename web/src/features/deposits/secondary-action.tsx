import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';

/** A secondary button of the deposit screens: retry, back, see the status, verify now. */
export function SecondaryAction({
  label,
  onClick,
}: {
  readonly label: MessageId;
  readonly onClick: () => void;
}) {
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      <FormattedMessage id={label} />
    </button>
  );
}
