import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';

/** A tab's load under way (announced) or failed (why, with a retry). */
export function TabLoadState({
  load,
  loadingId,
  failedId,
  onRetry,
}: {
  readonly load: { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly messageKey: string };
  readonly loadingId: MessageId;
  readonly failedId: MessageId;
  readonly onRetry: () => void;
}) {
  if (load.kind === 'loading') {
    return (
      <Loading>
        <FormattedMessage id={loadingId} />
      </Loading>
    );
  }
  return (
    <LoadFailed retry={<FormattedMessage id="rg.retry" />} onRetry={onRetry}>
      <FormattedMessage id={failedId} /> <CatalogueMessage id={load.messageKey} />
    </LoadFailed>
  );
}

/**
 * The buttons of a last look: the decision (busy while it is sent) and back to the choice (not while
 * it is sent).
 */
export function DecisionActions({
  sending,
  decide,
  busy,
  tone,
  onBack,
  backId,
}: {
  readonly sending: boolean;
  /** The decision's label. */
  readonly decide: ReactNode;
  /** Its label while it is sent. */
  readonly busy: ReactNode;
  readonly tone: 'primary' | 'danger';
  readonly onBack: () => void;
  readonly backId: MessageId;
}) {
  return (
    <div className="rg__actions">
      <Button type="submit" tone={tone} busy={sending} busyLabel={busy}>
        {decide}
      </Button>
      <Button tone="secondary" disabled={sending} onClick={onBack}>
        <FormattedMessage id={backId} />
      </Button>
    </div>
  );
}
