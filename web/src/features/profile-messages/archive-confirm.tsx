import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import type { InboxThread } from '@lv-casino/core/inbox/inbox.ts';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { ProfileMessagesStore } from './profile-messages.store.ts';

/**
 * The confirmation of an archiving, in place (the tab is already inside the profile's dialog): the
 * question, and Yes or Cancel. It takes the focus when it shows; Cancel (or Escape) hands it back
 * through `onDone`.
 */
export const ArchiveConfirm = observer(function ArchiveConfirm({
  store,
  onDone,
}: {
  readonly store: ProfileMessagesStore;
  /** Called when the confirmation goes (cancelled or done), with its thread: where the focus goes next. */
  readonly onDone: (archived: boolean, thread: InboxThread) => void;
}) {
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const thread = store.confirmingArchive;
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (thread !== null) confirmRef.current?.focus();
  }, [thread]);
  // Escape cancels; the profile's dialog (which closes on Escape at the document) does not hear it.
  useEffect(() => {
    const group = groupRef.current;
    if (group === null || thread === null) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      store.cancelArchive();
      onDone(false, thread);
    };
    group.addEventListener('keydown', onKeyDown);
    return () => {
      group.removeEventListener('keydown', onKeyDown);
    };
  }, [thread, store, onDone]);
  if (thread === null) return null;
  const cancel = (): void => {
    store.cancelArchive();
    onDone(false, thread);
  };
  return (
    <div ref={groupRef} className="profile-messages__confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="profile-messages__question">
        <FormattedMessage id="messages.archive.question" values={{ subject: thread.subject }} />
      </p>
      <div role="alert" className="profile-messages__live">
        {store.archiveFailure !== null && (
          <p className="profile-messages__alert">
            <FormattedMessage id="messages.archive.failed" /> <CatalogueMessage id={store.archiveFailure} />
          </p>
        )}
      </div>
      <div className="profile-messages__actions">
        <button
          ref={confirmRef}
          type="button"
          className="button button--primary"
          aria-disabled={store.archiving}
          onClick={() => {
            void store.confirmArchive().then(() => {
              if (store.confirmingArchive === null) onDone(true, thread);
            });
          }}
        >
          {store.archiving && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id={store.archiving ? 'messages.archive.busy' : 'messages.archive.confirm'} />
        </button>
        <button type="button" className="button button--secondary" onClick={cancel}>
          <FormattedMessage id="messages.archive.cancel" />
        </button>
      </div>
    </div>
  );
});
