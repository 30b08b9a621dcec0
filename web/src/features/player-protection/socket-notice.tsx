import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useInjection } from '../../kernel/container-context.ts';
import { asMessageId } from '../../i18n/message-id.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
import '../../ui/dialog-body.css';
import { PlayerProtectionStore, type SocketNotice } from './player-protection.store.ts';

/**
 * The notice a socket modal shows: the one the channel pushed, or, opened from the URL (a reload, a
 * shared link), the plain message of the kind its `notificationType` names; null when neither.
 */
export function useSocketNotice(): SocketNotice | null {
  const store = useInjection(PlayerProtectionStore);
  const { search } = useLocation();
  const kind = new URLSearchParams(search).get('notificationType');
  const pushed = store.notice;
  if (pushed !== null && (kind === null || kind === pushed.notificationType)) return pushed;
  const descriptor = notificationCatalogue.find((entry) => entry.notificationType === kind);
  return descriptor === undefined
    ? null
    : {
        notificationType: descriptor.notificationType,
        message: { messageKey: descriptor.messageKey, values: {} },
        violation: null,
      };
}

export interface SocketNoticeDialogProps {
  readonly title: ReactNode;
  readonly notice: SocketNotice | null;
  readonly onClose: () => void;
  /** More below the message (a bonus's reason); the actions come last. */
  readonly children?: ReactNode;
  /** Further actions before OK. */
  readonly actions?: ReactNode;
}

/**
 * A socket modal's dialog (account-and-session.md §8): its title follows the notification's kind,
 * the message is the catalogue's, with the values core gave it; OK closes it.
 */
function SocketNoticeDialog({ title, notice, onClose, children, actions }: SocketNoticeDialogProps) {
  const store = useInjection(PlayerProtectionStore);
  const titleId = useId();
  // Once closed, the same notice pushed again shows again.
  useEffect(
    () => () => {
      store.dismissNotice();
    },
    [store],
  );
  return (
    <Dialog titleId={titleId} onClose={onClose} role="alertdialog">
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          {title}
        </h2>
        <p className="dialog-body__text" data-testid="socket-message">
          {notice === null ? (
            <FormattedMessage id="protection.notice.missing" />
          ) : (
            <FormattedMessage
              id={asMessageId(notice.message.messageKey)}
              values={{ ...notice.message.values }}
            />
          )}
        </p>
        {children}
        {actions}
        <NoticeStep actionLabel={<FormattedMessage id="protection.gaming.ok" />} onAction={onClose} />
      </div>
    </Dialog>
  );
}

export default observer(SocketNoticeDialog);
