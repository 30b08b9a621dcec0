import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { ModalProps } from '../../kernel/modal-props.ts';
import SocketNoticeDialog, { useSocketNotice } from './socket-notice.tsx';

/**
 * socket-gaming (account-and-session.md §8): a responsible-gaming breach by type and period, the
 * provider's maximum bet, a game restriction or a gameplay message, titled after the kind.
 */
function SocketGamingModal({ onClose }: ModalProps) {
  const notice = useSocketNotice();
  return (
    <SocketNoticeDialog
      title={
        <FormattedMessage id="protection.gaming.title" values={{ kind: notice?.notificationType ?? '' }} />
      }
      notice={notice}
      onClose={onClose}
    />
  );
}

export default observer(SocketGamingModal);
