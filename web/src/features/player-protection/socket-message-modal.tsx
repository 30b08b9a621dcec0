import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { ModalProps } from '../../kernel/modal-props.ts';
import SocketNoticeDialog, { useSocketNotice } from './socket-notice.tsx';

/** socketModal: a notification that only carries a message (the catalogue's show-message kinds). */
function SocketMessageModal({ onClose }: ModalProps) {
  return (
    <SocketNoticeDialog
      title={<FormattedMessage id="protection.notice.title" />}
      notice={useSocketNotice()}
      onClose={onClose}
    />
  );
}

export default observer(SocketMessageModal);
