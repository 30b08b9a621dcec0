import { FormattedMessage } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';

/**
 * A field's error under it, by the message id core names (`registration.error.<field>.<rule>`, from
 * the catalogue texts that load with this feature); nothing when there is none.
 */
export function FieldError({
  id,
  messageKey,
}: {
  readonly id: string;
  readonly messageKey: string | undefined;
}) {
  if (messageKey === undefined) return null;
  return (
    <p id={id} className="register-field__error">
      <FormattedMessage id={asMessageId(messageKey)} />
    </p>
  );
}
