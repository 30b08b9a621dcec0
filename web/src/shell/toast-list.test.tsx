import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackStore } from '../kernel/feedback.store.ts';
import { renderApp } from '../testing/test-app.tsx';

const TEXT = 'The server could not handle the request. Please try again.';

describe('toasts', () => {
  it('show inside the open dialog, the only part of the page a modal dialog leaves usable', async () => {
    const { container } = renderApp('/en/casino?modal=login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });

    act(() => {
      container.get(FeedbackStore).show({ messageId: 'feedback.serverError', tone: 'error' });
    });

    expect(await within(dialog).findByText(TEXT)).toBeDefined();
  });

  it('go back to the page when the dialog closes', async () => {
    const { container, user } = renderApp('/en/casino?modal=login');
    await screen.findByRole('dialog', { name: 'Log in' });
    act(() => {
      container.get(FeedbackStore).show({ messageId: 'feedback.serverError', tone: 'error' });
    });
    await screen.findByText(TEXT);

    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText(TEXT)).toBeDefined();
  });
});
