import { FormattedMessage } from 'react-intl';
import { NoticeDialog } from '../ui/notice-dialog.tsx';
import type { ModalProps } from './modal-props.ts';

/** What a deep link to a modal whose feature has not landed yet opens: a short note and a way back. */
export default function UnavailableModal({ onClose }: ModalProps) {
  return (
    <NoticeDialog
      title={<FormattedMessage id="modal.unavailable.title" />}
      text={<FormattedMessage id="modal.unavailable.message" />}
      actionLabel={<FormattedMessage id="modal.unavailable.back" />}
      onAction={onClose}
      onClose={onClose}
    />
  );
}
