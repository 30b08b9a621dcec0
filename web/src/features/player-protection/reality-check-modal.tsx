import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useInjection } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import '../../ui/dialog-body.css';
import { useNow } from './use-now.ts';
import { formatElapsed } from './elapsed-time.ts';
import { PlayerProtectionStore } from './player-protection.store.ts';
import './player-protection.css';

/** How long the session has lasted; nothing while logged out. */
function SessionLength({ startedAt, now }: { readonly startedAt: number | null; readonly now: number }) {
  if (startedAt === null) return null;
  return (
    <p className="dialog-body__text">
      <FormattedMessage
        id="protection.reality.session"
        values={{ duration: formatElapsed(now - startedAt) }}
      />
    </p>
  );
}

/**
 * reality-check-modal (account-and-session.md §4 Reality check): while core's popup runs, how long
 * the player has played, a progress bar and the mm:ss countdown of realityCheckSecondsToTakeAction,
 * "continue" (acknowledge) and "log out"; it cannot be dismissed, the player answers. Opened from
 * the URL (/reality-check-modal) while no popup runs, it says when the next check is due.
 */
function RealityCheckModal({ onClose }: ModalProps) {
  const store = useInjection(PlayerProtectionStore);
  const account = useInjection(PlayerAccountStore);
  const clock = useInjection<ClockPort>(ClockPort);
  const now = useNow(clock, 1000);
  const titleId = useId();
  const countdownId = useId();
  const { reality, sessionStartedAt } = store;

  if (reality.kind !== 'popup') {
    return (
      <Dialog titleId={titleId} onClose={onClose}>
        <div className="dialog-body">
          <h2 id={titleId} className="dialog-body__title">
            <FormattedMessage id="protection.reality.idleTitle" />
          </h2>
          <p className="dialog-body__text">
            {reality.kind === 'counting' ? (
              <FormattedMessage
                id="protection.reality.idleNext"
                values={{ duration: formatElapsed(reality.dueAt - now) }}
              />
            ) : (
              <FormattedMessage id="protection.reality.idleOff" />
            )}
          </p>
          <SessionLength startedAt={sessionStartedAt} now={now} />
          <NoticeStep actionLabel={<FormattedMessage id="protection.reality.close" />} onAction={onClose} />
        </div>
      </Dialog>
    );
  }

  const total = account.config?.realityCheckSecondsToTakeAction ?? reality.secondsLeft;
  const logoutOnTimeout = account.config?.realityCheckLogoutOnTimeoutEnabled ?? false;
  return (
    <Dialog titleId={titleId} role="alertdialog">
      <div className="dialog-body reality-check">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="protection.reality.title" />
        </h2>
        {store.realityIntervalMinutes !== null && (
          <p className="dialog-body__text">
            <FormattedMessage
              id="protection.reality.played"
              values={{ minutes: store.realityIntervalMinutes }}
            />
          </p>
        )}
        <SessionLength startedAt={sessionStartedAt} now={now} />
        <div className="reality-check__countdown">
          <span id={countdownId} className="reality-check__countdown-label">
            <FormattedMessage id="protection.reality.countdownLabel" />
          </span>
          <span className="reality-check__countdown-value" data-testid="reality-countdown">
            {reality.countdown}
          </span>
          <progress
            className="reality-check__progress"
            aria-labelledby={countdownId}
            max={Math.max(total, reality.secondsLeft)}
            value={reality.secondsLeft}
          />
        </div>
        <p className="dialog-body__text">
          <FormattedMessage
            id="protection.reality.countdownHint"
            values={{ countdown: reality.countdown, logout: String(logoutOnTimeout) }}
          />
        </p>
        {store.acknowledgeFailed && (
          <Notice tone="error" role="alert">
            <FormattedMessage id="protection.reality.failed" />
          </Notice>
        )}
        <div className="protection__actions">
          <Button
            block
            data-autofocus
            disabled={store.acknowledging}
            onClick={() => void store.acknowledge()}
          >
            <FormattedMessage id="protection.reality.continue" />
          </Button>
          <Button tone="ghost" block onClick={() => void store.stopPlaying()}>
            <FormattedMessage id="protection.reality.stop" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export default observer(RealityCheckModal);
