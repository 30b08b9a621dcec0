import { act } from '@testing-library/react';
import type { DataRouter } from 'react-router';
import type { TestPorts } from '../../testing/test-app.tsx';

/**
 * Leaves the page, lets `ms` pass and counts the feed calls and the timers that followed: none of
 * either once the page's feeds have stopped.
 */
export async function afterLeaving(
  router: DataRouter,
  ports: TestPorts,
  ms: number,
): Promise<{ readonly calls: number; readonly pending: number }> {
  await act(() => router.navigate('/en/elsewhere'));
  const calls = ports.feeds.calls.length;
  act(() => {
    ports.clock.advance(ms);
  });
  return { calls: ports.feeds.calls.length - calls, pending: ports.clock.pending };
}
