import { beforeEach, describe, expect, it } from 'vitest';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { ServerErrorHandler } from './server-error.handler.ts';

const call = { path: '/api/v1/customerfacing/customers/balances' };
let clock: ControllableClock;
let performed: (readonly NavigationIntent[])[];
let handler: ServerErrorHandler;

beforeEach(() => {
  clock = new ControllableClock();
  performed = [];
  handler = new ServerErrorHandler(clock, (intents) => performed.push(intents));
});

describe('ServerErrorHandler', () => {
  it('shows the toast for an HTTP 500', () => {
    expect(handler.handle(createApiFailure(41, 500), call)).toEqual({ toast: true });
  });

  it('waits half a second before touching the modals', () => {
    handler.handle(createApiFailure(41, 500), call);
    clock.advance(499);
    expect(performed).toEqual([]);
  });

  it('then closes the modal and opens the error modal, as one navigation', () => {
    handler.handle(createApiFailure(41, 500), call);
    clock.advance(500);
    expect(performed).toEqual([[{ kind: 'close-modal' }, { kind: 'open-modal', modal: 'errorModal' }]]);
  });

  it('opens the error modal once for several 500s within the delay', () => {
    handler.handle(createApiFailure(41, 500), call);
    handler.handle(createApiFailure(41, 500), call);
    clock.advance(500);
    expect(performed).toHaveLength(1);
  });

  it('opens it again for a 500 after the first was handled', () => {
    handler.handle(createApiFailure(41, 500), call);
    clock.advance(500);
    handler.handle(createApiFailure(41, 500), call);
    clock.advance(500);
    expect(performed).toHaveLength(2);
  });

  it('neither toasts nor opens anything for an excluded call', () => {
    const toast = handler.handle(createApiFailure(41, 500), { operationId: 'getJackpotFeed', path: '/x' });
    clock.advance(1000);
    expect({ toast, performed }).toEqual({ toast: { toast: false }, performed: [] });
  });
});
