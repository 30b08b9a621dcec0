import { observer } from 'mobx-react-lite';
import type { InboxThread } from '@lv-casino/core/inbox/inbox.ts';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
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
  const thread = store.confirmingArchive;
  if (thread === null) return null;
  return (
    <ConfirmStep
      key={thread.id}
      className="profile-messages__confirm"
      question={<FormattedMessage id="messages.archive.question" values={{ subject: thread.subject }} />}
      confirm={<FormattedMessage id="messages.archive.confirm" />}
      busyLabel={<FormattedMessage id="messages.archive.busy" />}
      cancel={<FormattedMessage id="messages.archive.cancel" />}
      busy={store.archiving}
      cancelOnEscape
      failure={
        store.archiveFailure !== null && (
          <>
            <FormattedMessage id="messages.archive.failed" /> <CatalogueMessage id={store.archiveFailure} />
          </>
        )
      }
      onConfirm={() => {
        void store.confirmArchive().then(() => {
          if (store.confirmingArchive === null) onDone(true, thread);
        });
      }}
      onCancel={() => {
        store.cancelArchive();
        onDone(false, thread);
      }}
    />
  );
});
