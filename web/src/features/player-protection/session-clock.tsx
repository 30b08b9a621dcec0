import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { useInjection } from '../../kernel/container-context.ts';
import type { SessionClockProps } from '../../kernel/session-protection.ts';
import { formatElapsed, isoDuration } from './elapsed-time.ts';
import { PlayerProtectionStore } from './player-protection.store.ts';
import { useNow } from './use-now.ts';
import './session-clock.css';

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * How long the current session has lasted and, while a reality check counts, the time to the next
 * one (beyond the specification: the player always sees their playing time). Not a live region: a
 * screen reader reads it when the player gets to it, not every second.
 */
function SessionClock({ placement }: SessionClockProps) {
  const store = useInjection(PlayerProtectionStore);
  const clock = useInjection<ClockPort>(ClockPort);
  const intl = useIntl();
  const [calm] = useState(reducedMotion);
  // Every second; every minute (without the seconds) for a player who asked for reduced motion.
  const now = useNow(clock, calm ? 60_000 : 1000);
  const startedAt = store.sessionStartedAt;
  if (startedAt === null) return null;
  const elapsed = now - startedAt;
  const { reality } = store;
  const toCheck = reality.kind === 'counting' ? reality.dueAt - now : null;
  return (
    <div
      className={`session-clock session-clock--${placement}`}
      role="group"
      aria-label={intl.formatMessage({ id: 'protection.clock.label' })}
    >
      <p className="session-clock__line">
        <span className="session-clock__label">
          <FormattedMessage id="protection.clock.session" />
        </span>{' '}
        <time className="session-clock__value" dateTime={isoDuration(elapsed)}>
          {formatElapsed(elapsed, !calm)}
        </time>
      </p>
      {toCheck !== null && (
        <p className="session-clock__line session-clock__line--check">
          <span className="session-clock__label">
            <FormattedMessage id="protection.clock.nextCheck" />
          </span>{' '}
          <time className="session-clock__value" dateTime={isoDuration(toCheck)}>
            {formatElapsed(toCheck, !calm)}
          </time>
        </p>
      )}
      {reality.kind === 'popup' && (
        <p className="session-clock__line session-clock__line--check">
          <FormattedMessage id="protection.clock.checkNow" />
        </p>
      )}
    </div>
  );
}

export default observer(SessionClock);
