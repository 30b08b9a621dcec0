import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { MessageId } from '../../i18n/message-id.ts';
import { AreaBoundary } from './area-boundary.tsx';

/** The two texts the boundary shows (a provider needs no others here). */
const MESSAGES = {
  'myProfile.area.failed': 'This section could not be loaded.',
  'myProfile.retry': 'Try again',
} satisfies Partial<Record<MessageId, string>>;

/** A sub-area whose chunk fails to load until it is retried. */
function Failing({ failed }: { readonly failed: boolean }) {
  if (failed) throw new Error('Failed to fetch dynamically imported module');
  return <p>Security settings</p>;
}

function Harness() {
  const [failed, setFailed] = useState(true);
  return (
    <AreaBoundary
      onRetry={() => {
        setFailed(false);
      }}
    >
      <Failing failed={failed} />
    </AreaBoundary>
  );
}

const renderHarness = () =>
  render(
    <IntlProvider locale="en" messages={MESSAGES as Record<MessageId, string>}>
      <Harness />
    </IntlProvider>,
  );

describe('AreaBoundary', () => {
  it('says a sub-area could not be loaded', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHarness();
    quiet.mockRestore();

    expect(screen.getByRole('alert').textContent).toBe('This section could not be loaded.Try again');
  });

  it('shows the sub-area once a retry loads it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHarness();
    quiet.mockRestore();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Security settings')).toBeTruthy();
  });
});
