import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import { FakeSessionTabs } from '@lv-casino/core/testing/session-tabs.fake.ts';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import { TabSharedTokens } from '@lv-casino/core/session/tab-shared-tokens.ts';
import type { SessionTokens } from '@lv-casino/core/session/user.ts';
import { describe, expect, it } from 'vitest';
import { DeferredTabSharedTokens } from './deferred-tab-shared-tokens.ts';

const pair = (n: number): SessionTokens => ({
  accessToken: `at-${String(n)}`,
  refreshToken: `rt-${String(n)}`,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Two tabs of one origin. The first is the subject (its sharing loaded through the deferred store,
 * the loads counted, a load failing while `failLoads` is set); the second shares from the start.
 */
function twoTabs(first: SessionTokens | null, second: SessionTokens | null = first) {
  const tabs = new FakeSessionTabs();
  const clock = new ControllableClock();
  const ended: string[] = [];
  const store = new InMemoryTokenStore(first);
  const loads = { count: 0, failing: false };
  const subject = new DeferredTabSharedTokens(store, () => {
    loads.count += 1;
    if (loads.failing) return Promise.reject(new Error('chunk failed to load'));
    return Promise.resolve(
      new TabSharedTokens({ store, tabs: tabs.tab(), clock, onEndedElsewhere: () => ended.push('subject') }),
    );
  });
  const other = new TabSharedTokens({
    store: new InMemoryTokenStore(second),
    tabs: tabs.tab(),
    clock,
    onEndedElsewhere: () => ended.push('other'),
  });
  return { tabs, clock, ended, loads, subject, other };
}

describe('DeferredTabSharedTokens', () => {
  it('loads no sharing in a visitor’s tab', async () => {
    const { loads, subject } = twoTabs(null);

    subject.read();
    subject.clear();
    await settle();

    expect(loads.count).toBe(0);
  });

  it('starts sharing when a login stores a pair, and tells nobody of it', async () => {
    const { loads, tabs, subject } = twoTabs(null);

    subject.write(pair(1));
    await settle();

    expect(loads.count).toBe(1);
    expect(tabs.sent).toEqual([]);
  });

  it('gives a refresh written before the sharing loaded to the other tab holding the session', async () => {
    const { subject, other } = twoTabs(pair(1));

    subject.write(pair(2));
    await settle();

    expect(other.read()).toEqual(pair(2));
  });

  it('adopts a refresh of the other tab once a restored session is shared', async () => {
    const { subject, other } = twoTabs(pair(1));
    await settle();

    other.write(pair(2));

    expect(subject.read()).toEqual(pair(2));
  });

  it('logs the other tab out when the session ends here', async () => {
    const { ended, subject } = twoTabs(pair(1));

    subject.clear();
    await settle();

    expect(ended).toEqual(['other']);
  });

  it('answers a refused refresh with the pair the other tab rotated to', async () => {
    const { subject, other } = twoTabs(pair(1));
    await settle();
    other.write(pair(2));

    expect(await subject.rotatedElsewhere('rt-1')).toEqual(pair(2));
  });

  it('answers a refused refresh with null when the sharing cannot load, and loads again later', async () => {
    const { loads, subject } = twoTabs(null);
    loads.failing = true;
    subject.write(pair(1));

    expect(await subject.rotatedElsewhere('rt-1')).toBeNull();

    loads.failing = false;
    subject.write(pair(2));
    await settle();
    expect(loads.count).toBe(2);
  });
});
