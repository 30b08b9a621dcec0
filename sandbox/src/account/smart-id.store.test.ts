import { describe, expect, it } from 'vitest';
import { smartIdConfirmAfterMs, SmartIdStore } from './smart-id.store.ts';

describe('SmartIdStore', () => {
  it('is pending until the simulated player confirms, 3 s after the start by default', () => {
    const store = new SmartIdStore(() => 0);
    store.start('15088510234', 1001);

    expect(store.poll('15088510234')).toEqual({ state: 'pending', waitMs: smartIdConfirmAfterMs });
  });

  it('is confirmed at once when started with no wait', () => {
    const store = new SmartIdStore(() => 0);
    store.start('15088510234', 1001, 0);

    expect(store.poll('15088510234')).toEqual({ state: 'confirmed', playerId: 1001 });
  });

  it('stays pending for the wait it was started with', () => {
    const store = new SmartIdStore(() => 0);
    store.start('15088510234', 1001, 60_000);

    expect(store.poll('15088510234')).toEqual({ state: 'pending', waitMs: 60_000 });
  });
});
