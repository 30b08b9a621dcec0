import { waitFor } from '@testing-library/react';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import { describe, expect, it } from 'vitest';
import { CallFailures } from './call-failures.ts';
import { createFailureReactions } from './failure-reactions.ts';
import { FeedbackStore } from './feedback.store.ts';

function setUp() {
  const clock = new ControllableClock();
  const failures = new CallFailures();
  const navigations: (readonly NavigationIntent[])[] = [];
  const reactions = createFailureReactions(clock, (intents) => navigations.push(intents));
  const store = new FeedbackStore({ failures, reactions: () => Promise.resolve(reactions) });
  return { clock, failures, navigations, store };
}

const http500 = { kind: 'api', errorCode: -1, httpStatus: 500 } as const;

describe('FeedbackStore', () => {
  it('shows the server-error toast on an HTTP 500', async () => {
    const { failures, store } = setUp();

    failures.report({ failure: http500, call: { path: '/api/v1/customerfacing/currentCustomer' } });

    await waitFor(() => {
      expect(store.toasts.map((toast) => toast.messageId)).toEqual(['feedback.serverError']);
    });
  });

  it('closes the open modal and opens errorModal half a second after an HTTP 500, in one navigation', async () => {
    const { clock, failures, navigations, store } = setUp();
    failures.report({ failure: http500, call: { path: '/api/v1/customerfacing/currentCustomer' } });
    await waitFor(() => {
      expect(store.toasts).toHaveLength(1);
    });

    clock.advance(500);

    expect(navigations).toEqual([[{ kind: 'close-modal' }, { kind: 'open-modal', modal: 'errorModal' }]]);
  });

  it('ignores an HTTP 500 of the jackpot feed', async () => {
    const { failures, store } = setUp();

    failures.report({ failure: http500, call: { path: '/api/v1/customerfacing/jackpotFeed' } });
    failures.report({ failure: { kind: 'transport', message: 'timeout of 0ms' }, call: { path: '/x' } });

    // The transport failure reported after it shows; the feed's 500 never did.
    await waitFor(() => {
      expect(store.toasts).toHaveLength(1);
    });
    expect(store.toasts.map((toast) => toast.messageId)).not.toContain('feedback.serverError');
  });

  it('shows the translated network error when a call got no response', async () => {
    const { failures, store } = setUp();

    failures.report({
      failure: { kind: 'transport', message: 'TypeError: Failed to fetch' },
      call: { path: '/x' },
    });

    await waitFor(() => {
      expect(store.toasts.map((toast) => toast.messageId)).toEqual(['feedback.transport.network']);
    });
  });

  it('does not stack the same message twice', () => {
    const { store } = setUp();

    store.show({ messageId: 'feedback.serverError', tone: 'error' });
    store.show({ messageId: 'feedback.serverError', tone: 'error' });

    expect(store.toasts).toHaveLength(1);
  });
});
