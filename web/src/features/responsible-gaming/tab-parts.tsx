import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { Intro } from '../../ui/intro.tsx';
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

/** What a tab reads first: its load (ready, under way or failed), which it can try again. */
export interface TabSource {
  readonly load:
    | { readonly kind: 'ready' }
    | { readonly kind: 'loading' }
    | { readonly kind: 'failed'; readonly messageKey: string };
  retry(): void;
}

/**
 * A tab of responsible gaming: its content once `source` has loaded, until then the load under way or
 * why it failed, with a retry.
 */
export const LoadedTab = observer(function LoadedTab({
  source,
  loadingId,
  failedId,
  children,
}: {
  readonly source: TabSource;
  readonly loadingId: MessageId;
  readonly failedId: MessageId;
  readonly children: ReactNode;
}) {
  const { load } = source;
  if (load.kind !== 'ready') {
    return (
      <TabLoadState
        load={load}
        loadingId={loadingId}
        failedId={failedId}
        onRetry={() => {
          source.retry();
        }}
      />
    );
  }
  return <div className="rg">{children}</div>;
});

/** A group of a tab: its heading, what it is for (when told), then its content. */
export function TabGroup({
  title,
  intro,
  className,
  children,
}: {
  readonly title: ReactNode;
  readonly intro?: MessageId;
  /** A class besides `rg__group`. */
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className={className === undefined ? 'rg__group' : `rg__group ${className}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="rg__heading">
        {title}
      </h3>
      <Intro text={intro} className="rg__hint" />
      {children}
    </section>
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
