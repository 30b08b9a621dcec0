import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-id.ts';
import { LoadFailed } from '../ui/load-failed.tsx';
import CatalogueMessage from './catalogue/catalogue-message.tsx';

/**
 * Why something of a screen could not be loaded, as an alert with a retry: the screen's lead ("The
 * history could not be loaded.") and the catalogue's text of the reason (a message key).
 */
export function LoadFailure({
  lead,
  reason,
  retry,
  onRetry,
}: {
  readonly lead: MessageId;
  /** The catalogue's message key of why (an ErrorDescriptor's messageKey). */
  readonly reason: string;
  /** The retry button's text. */
  readonly retry: MessageId;
  readonly onRetry: () => void;
}) {
  return (
    <LoadFailed retry={<FormattedMessage id={retry} />} onRetry={onRetry}>
      <FormattedMessage id={lead} /> <CatalogueMessage id={reason} />
    </LoadFailed>
  );
}
