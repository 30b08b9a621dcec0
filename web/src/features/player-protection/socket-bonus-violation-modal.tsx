import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button.tsx';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { PlayerProtectionStore } from './player-protection.store.ts';
import SocketNoticeDialog from './socket-notice.tsx';

/**
 * socket-bonus-violation (BONUS_VIOLATION): the play broke the active bonus's terms; the reason when
 * the message gave one, and the way to the player's bonuses.
 */
function SocketBonusViolationModal({ onClose }: ModalProps) {
  const store = useInjection(PlayerProtectionStore);
  const navigator = useInjection(AppNavigator);
  const pushed = store.notice?.notificationType === 'BONUS_VIOLATION' ? store.notice : null;
  const notice = pushed ?? {
    notificationType: 'BONUS_VIOLATION',
    message: { messageKey: 'notifications.bonusViolation', values: {} },
    violation: null,
  };
  const reason = notice.violation?.reason ?? null;
  return (
    <SocketNoticeDialog
      title={<FormattedMessage id="protection.bonus.title" />}
      notice={notice}
      onClose={onClose}
      actions={
        <Button
          tone="secondary"
          block
          onClick={() => {
            navigator.openModal('profile', { selectedTab: 'bonuses' });
          }}
        >
          <FormattedMessage id="protection.bonus.open" />
        </Button>
      }
    >
      {reason !== null && (
        <p className="dialog-body__text">
          <FormattedMessage id="protection.bonus.reason" values={{ reason }} />
        </p>
      )}
    </SocketNoticeDialog>
  );
}

export default observer(SocketBonusViolationModal);
