import { KYC_MAX_UPLOAD_MEGABYTES } from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import { FormattedMessage } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';
import { describedBy } from '../../ui/described-by.ts';

/**
 * A field's error by its message id: the tab's own (core's KYC_ERROR_KEYS, with the size limit) or a
 * catalogue text (72); both load with the tab.
 */
export function FieldError({
  id,
  messageKey,
}: {
  readonly id: string;
  readonly messageKey: string | null | undefined;
}) {
  if (messageKey === undefined || messageKey === null) return null;
  return (
    <p id={id} className="profile-kyc__field-error">
      <FormattedMessage id={asMessageId(messageKey)} values={{ maxMegabytes: KYC_MAX_UPLOAD_MEGABYTES }} />
    </p>
  );
}

export { describedBy };
