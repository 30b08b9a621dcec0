import type { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { useEffect, useState } from 'react';

/**
 * The wall clock, re-read on every whole step of `everyMs` (a second, or a minute for a calm clock),
 * so a shown duration never lags behind by almost a step.
 */
export function useNow(clock: ClockPort, everyMs: number): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let cancel = (): void => undefined;
    const tick = (): void => {
      setNow(clock.now());
      cancel = clock.schedule(everyMs - (clock.now() % everyMs), tick);
    };
    tick();
    return () => {
      cancel();
    };
  }, [clock, everyMs]);
  return now;
}
