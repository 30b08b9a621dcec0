import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { MessageId } from '../../i18n/message-id.ts';

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
      <p className="rg__hint" role="status">
        <span className="spinner" aria-hidden="true" /> <FormattedMessage id={loadingId} />
      </p>
    );
  }
  return (
    <div className="rg__notice rg__notice--error" role="alert">
      <p>
        <FormattedMessage id={failedId} /> <CatalogueMessage id={load.messageKey} />
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <FormattedMessage id="rg.retry" />
      </button>
    </div>
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
      <button type="submit" className={`button button--${tone}`} aria-disabled={sending}>
        {sending && <span className="spinner" aria-hidden="true" />}
        {sending ? busy : decide}
      </button>
      <button type="button" className="button button--secondary" disabled={sending} onClick={onBack}>
        <FormattedMessage id={backId} />
      </button>
    </div>
  );
}
