import { FormattedMessage } from 'react-intl';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { appUpdate } from '../../kernel/service-worker/service-worker-events.ts';
import { NoticeDialog } from '../../ui/notice-dialog.tsx';

/**
 * new-version-modal (account-and-session.md §2; games-and-content.md §2 Redirects and other): a newer
 * version is out. Refresh Now lets the waiting service worker take over and reloads into the new
 * version (or simply reloads, when the page learnt of it from a chunk that no longer loads).
 */
export default function NewVersionModal({ onClose }: ModalProps) {
  return (
    <NoticeDialog
      title={<FormattedMessage id="newVersion.title" />}
      text={<FormattedMessage id="newVersion.message" />}
      actionLabel={<FormattedMessage id="newVersion.refresh" />}
      onAction={() => {
        appUpdate.refresh();
      }}
      onClose={onClose}
    />
  );
}
