import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import CatalogueMessage from './catalogue-message.tsx';

/** A page's texts for a failed load: what could not be loaded, and the retry button's text. */
export interface FailedTexts {
  readonly failed: MessageId;
  readonly retry: MessageId;
}

/**
 * What could not be loaded and the catalogue's reason ("The games could not be loaded." and the
 * server's text for the error), as an alert, with a retry.
 */
export function CatalogueLoadFailed({
  error,
  texts,
  source,
}: {
  readonly error: ErrorDescriptor;
  readonly texts: FailedTexts;
  /** What loads again on a retry (a page's store). */
  readonly source: { retry(): void };
}) {
  return (
    <LoadFailed
      retry={<FormattedMessage id={texts.retry} />}
      onRetry={() => {
        source.retry();
      }}
    >
      <FormattedMessage id={texts.failed} /> <CatalogueMessage id={error.messageKey} />
    </LoadFailed>
  );
}
