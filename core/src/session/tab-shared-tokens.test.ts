import { describe, expect, it } from 'vitest';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { FakeSessionTabs } from '../testing/session-tabs.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { ROTATION_ANSWER_WAIT_MS, TabSharedTokens } from './tab-shared-tokens.ts';
import type { SessionTokens } from './user.ts';

const pair = (n: number): SessionTokens => ({
  accessToken: `at-${String(n)}`,
  refreshToken: `rt-${String(n)}`,
});

/** Two tabs of one origin, each with its own storage, starting with the same pair (a tab opened from the other). */
function twoTabs(first: SessionTokens | null = pair(1), second: SessionTokens | null = first) {
  const tabs = new FakeSessionTabs();
  const clock = new ControllableClock();
  const ended: string[] = [];
  const open = (name: string, initial: SessionTokens | null) => {
    const store = new InMemoryTokenStore(initial);
    const tokens = new TabSharedTokens({
      store,
      tabs: tabs.tab(),
      clock,
      onEndedElsewhere: () => ended.push(name),
    });
    return { store, tokens };
  };
  return { tabs, clock, ended, a: open('a', first), b: open('b', second) };
}

describe('TabSharedTokens rotation', () => {
  it('gives a refresh done in one tab to the other tab holding the pair it replaced', () => {
    const { a, b } = twoTabs();

    a.tokens.write(pair(2));

    expect(b.tokens.read()).toEqual(pair(2));
  });

  it('leaves a tab holding another session alone', () => {
    const { a, b } = twoTabs(pair(1), pair(7));

    a.tokens.write(pair(2));

    expect(b.tokens.read()).toEqual(pair(7));
  });

  it('publishes nothing for the first pair of a session (a login)', () => {
    const { tabs, a } = twoTabs(null, null);

    a.tokens.write(pair(1));

    expect(tabs.sent).toEqual([]);
  });

  it('does not publish again a pair it adopted', () => {
    const { tabs, a } = twoTabs();

    a.tokens.write(pair(2));

    expect(tabs.sent).toEqual([{ kind: 'tokens-rotated', from: 'rt-1', tokens: pair(2) }]);
  });

  it('publishes nothing when the refresh token stays the same', () => {
    const { tabs, a } = twoTabs();

    a.tokens.write({ accessToken: 'at-9', refreshToken: 'rt-1' });

    expect(tabs.sent).toEqual([]);
  });

  it('follows every rotation of the other tab, in order', () => {
    const { a, b } = twoTabs();

    a.tokens.write(pair(2));
    a.tokens.write(pair(3));

    expect(b.tokens.read()).toEqual(pair(3));
  });
});

describe('TabSharedTokens after a refused refresh', () => {
  it('answers at once with the stored pair when it has changed since', async () => {
    const { tabs, a } = twoTabs();
    a.store.write(pair(2));

    expect(await a.tokens.rotatedElsewhere('rt-1')).toEqual(pair(2));
    expect(tabs.sent).toEqual([]);
  });

  it('answers null at once when no session is stored', async () => {
    const { a } = twoTabs(null, null);

    expect(await a.tokens.rotatedElsewhere('rt-1')).toBeNull();
  });

  it('answers null at once when no other tab can be reached', async () => {
    const tokens = new TabSharedTokens({
      store: new InMemoryTokenStore(pair(1)),
      tabs: { ...new FakeSessionTabs().tab(), reachesOtherTabs: false },
      clock: new ControllableClock(),
      onEndedElsewhere: () => undefined,
    });

    expect(await tokens.rotatedElsewhere('rt-1')).toBeNull();
  });

  it('gets the pair from the tab that rotated it, when its announcement came late', async () => {
    const { a, b } = twoTabs();
    a.tokens.write(pair(2));
    a.tokens.write(pair(3));
    // As if a's announcements had not reached b yet: b still holds the pair a rotated first.
    b.store.write(pair(1));

    const answer = await b.tokens.rotatedElsewhere('rt-1');

    expect(answer).toEqual(pair(3));
    expect(b.tokens.read()).toEqual(pair(3));
  });

  it('waits for the rotating tab, whose refresh answers after the refusal', async () => {
    const { a, b } = twoTabs();

    const answer = b.tokens.rotatedElsewhere('rt-1');
    a.tokens.write(pair(2));

    expect(await answer).toEqual(pair(2));
  });

  it(`answers null when no tab answers within ${String(ROTATION_ANSWER_WAIT_MS)} ms`, async () => {
    const { clock, b } = twoTabs();

    const answer = b.tokens.rotatedElsewhere('rt-1');
    clock.advance(ROTATION_ANSWER_WAIT_MS);

    expect(await answer).toBeNull();
    expect(b.tokens.read()).toEqual(pair(1));
  });

  it('answers every refused refresh waiting for the same pair', async () => {
    const { a, b } = twoTabs();

    const answers = Promise.all([b.tokens.rotatedElsewhere('rt-1'), b.tokens.rotatedElsewhere('rt-1')]);
    a.tokens.write(pair(2));

    expect(await answers).toEqual([pair(2), pair(2)]);
  });

  it('does not answer for a pair it never held', async () => {
    const { clock, a, b } = twoTabs(pair(5), pair(1));

    const answer = b.tokens.rotatedElsewhere('rt-1');
    clock.advance(ROTATION_ANSWER_WAIT_MS);

    expect(await answer).toBeNull();
    expect(a.tokens.read()).toEqual(pair(5));
  });

  it('remembers only its last 16 rotations to answer with', async () => {
    const { clock, a, b } = twoTabs();
    for (let n = 2; n <= 18; n += 1) a.tokens.write(pair(n));
    b.store.write(pair(1));

    const answer = b.tokens.rotatedElsewhere('rt-1');
    clock.advance(ROTATION_ANSWER_WAIT_MS);

    expect(await answer).toBeNull();
  });

  it('waits as long as it is told to', async () => {
    const tabs = new FakeSessionTabs();
    const clock = new ControllableClock();
    const tokens = new TabSharedTokens({
      store: new InMemoryTokenStore(pair(1)),
      tabs: tabs.tab(),
      clock,
      onEndedElsewhere: () => undefined,
      answerWaitMs: 500,
    });
    let answered = false;

    void tokens.rotatedElsewhere('rt-1').then(() => (answered = true));
    clock.advance(500);
    await Promise.resolve();

    expect(answered).toBe(true);
  });

  it('stops answering once it no longer listens', async () => {
    const { clock, a, b } = twoTabs();
    a.tokens.write(pair(2));
    b.store.write(pair(1));
    a.tokens.dispose();

    const answer = b.tokens.rotatedElsewhere('rt-1');
    clock.advance(ROTATION_ANSWER_WAIT_MS);

    expect(await answer).toBeNull();
  });
});

describe('TabSharedTokens session end', () => {
  it('ends the session in the other tab holding it', () => {
    const { ended, a, b } = twoTabs();

    a.tokens.clear();

    expect(b.tokens.read()).toBeNull();
    expect(ended).toEqual(['b']);
  });

  it('leaves a tab holding another session logged in', () => {
    const { ended, a, b } = twoTabs(pair(1), pair(7));

    a.tokens.clear();

    expect(b.tokens.read()).toEqual(pair(7));
    expect(ended).toEqual([]);
  });

  it('publishes nothing when no session was stored', () => {
    const { tabs, a } = twoTabs(null, null);

    a.tokens.clear();

    expect(tabs.sent).toEqual([]);
  });

  it('answers a waiting refresh with null when the session ends meanwhile', async () => {
    const { a, b } = twoTabs();

    const answer = b.tokens.rotatedElsewhere('rt-1');
    a.tokens.clear();

    expect(await answer).toBeNull();
  });
});
