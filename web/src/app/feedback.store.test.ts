import { ServerErrorHandler } from '@lv-casino/core/errors/server-error.handler.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import { describe, expect, it } from 'vitest';
import { CallFailures } from './call-failures.ts';
import { FeedbackStore } from './feedback.store.ts';

function setUp() {
  const clock = new ControllableClock();
  const failures = new CallFailures();
  const intents: NavigationIntent[] = [];
  const serverErrors = new ServerErrorHandler(clock, (intent) => intents.push(intent));
  const store = new FeedbackStore({ failures, serverErrors });
  return { clock, failures, intents, store };
}

const http500 = { kind: 'api', errorCode: -1, httpStatus: 500 } as const;

describe('FeedbackStore', () => {
  it('shows the server-error toast on an HTTP 500', () => {
    const { failures, store } = setUp();

    failures.report({ failure: http500, call: { path: '/api/v1/customerfacing/currentCustomer' } });

    expect(store.toasts.map((toast) => toast.messageId)).toEqual(['feedback.serverError']);
  });

  it('closes the open modal and opens errorModal half a second after an HTTP 500', () => {
    const { clock, failures, intents } = setUp();
    failures.report({ failure: http500, call: { path: '/api/v1/customerfacing/currentCustomer' } });

    clock.advance(500);

    expect(intents).toEqual([{ kind: 'close-modal' }, { kind: 'open-modal', modal: 'errorModal' }]);
  });

  it('ignores an HTTP 500 of the jackpot feed', () => {
    const { failures, store } = setUp();

    failures.report({ failure: http500, call: { path: '/api/v1/customerfacing/jackpotFeed' } });

    expect(store.toasts).toEqual([]);
  });

  it('shows the translated network error when a call got no response', () => {
    const { failures, store } = setUp();

    failures.report({
      failure: { kind: 'transport', message: 'TypeError: Failed to fetch' },
      call: { path: '/x' },
    });

    expect(store.toasts.map((toast) => toast.messageId)).toEqual(['feedback.transport.network']);
  });

  it('does not stack the same message twice', () => {
    const { store } = setUp();

    store.show({ messageId: 'feedback.serverError', tone: 'error' });
    store.show({ messageId: 'feedback.serverError', tone: 'error' });

    expect(store.toasts).toHaveLength(1);
  });
});
