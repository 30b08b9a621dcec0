import { FormattedMessage } from 'react-intl';
import type { ModalProps } from '../../app/modal-props.ts';
import { NoticeDialog } from '../../ui/notice-dialog.tsx';

/** new-version-modal (account-and-session.md §2): a newer version replaced this one; offers a refresh. */
export default function NewVersionModal({ onClose }: ModalProps) {
  return (
    <NoticeDialog
      title={<FormattedMessage id="newVersion.title" />}
      text={<FormattedMessage id="newVersion.message" />}
      actionLabel={<FormattedMessage id="newVersion.refresh" />}
      onAction={() => {
        window.location.reload();
      }}
      onClose={onClose}
    />
  );
}
