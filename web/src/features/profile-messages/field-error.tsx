import {
  INBOX_MAX_ATTACHMENT_MEGABYTES,
  INBOX_MESSAGE_MAX_LENGTH,
} from '@lv-casino/core/inbox/inbox-message.rule.ts';
import { FormattedMessage } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';
import { describedBy } from '../../ui/described-by.ts';

/**
 * A field's error by its message id: the form's own (core's INBOX_ERROR_KEYS, with the limits) or a
 * catalogue text (72); both load with the feature.
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
    <p id={id} className="profile-messages__field-error">
      <FormattedMessage
        id={asMessageId(messageKey)}
        values={{ maxMegabytes: INBOX_MAX_ATTACHMENT_MEGABYTES, max: INBOX_MESSAGE_MAX_LENGTH }}
      />
    </p>
  );
}

export { describedBy };
