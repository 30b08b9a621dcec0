import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { NoticeDialog } from '../../ui/notice-dialog.tsx';

/** errorModal (account-and-session.md §2, §8): generic something-went-wrong and back to the casino. */
export default function ErrorModal({ onClose }: ModalProps) {
  const navigate = useNavigate();
  const { language } = useInjection(IntlStore);
  return (
    <NoticeDialog
      role="alertdialog"
      title={<FormattedMessage id="errorModal.title" />}
      text={<FormattedMessage id="errorModal.message" />}
      actionLabel={<FormattedMessage id="errorModal.back" />}
      onAction={() => {
        void navigate(`/${language}/casino`, { replace: true });
      }}
      onClose={onClose}
    />
  );
}
