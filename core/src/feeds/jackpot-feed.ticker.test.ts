import { beforeEach, describe, expect, it } from 'vitest';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createJackpotFeedData } from '../testing/feeds.builder.ts';
import { FakeFeedsPort } from '../testing/feeds-port.fake.ts';
import type { JackpotFeed } from './feeds.ts';
import { JackpotFeedTicker, type JackpotDisplay } from './jackpot-feed.ticker.ts';

const feedOf = (total: number): JackpotFeed => ({
  egt: {
    jackpotType: 'MYSTERY_MULTI_LEVEL',
    jackpotFeedDataList: [createJackpotFeedData({ jackpotFeedName: 'main', totalJackpotAmount: total })],
  },
});
const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let feeds: FakeFeedsPort;
let clock: ControllableClock;
let ticker: JackpotFeedTicker;
let shown: JackpotDisplay[];
const total = (): number | undefined => shown.at(-1)?.values.get('egt/main');

beforeEach(() => {
  feeds = new FakeFeedsPort();
  feeds.jackpots = feedOf(1000);
  clock = new ControllableClock();
  ticker = new JackpotFeedTicker(feeds, clock);
  shown = [];
});

describe('JackpotFeedTicker', () => {
  it('shows the first load as it is', async () => {
    await ticker.start(10_000, (display) => shown.push(display));
    expect(total()).toBe(1000);
  });

  it('animates toward the next load once a second, arriving by the following load', async () => {
    await ticker.start(10_000, (display) => shown.push(display));
    feeds.jackpots = feedOf(2000);
    clock.advance(10_000);
    await flush();
    const afterLoad = total();
    clock.advance(1000);
    const firstTick = total();
    clock.advance(9000);
    // 9 ticks remain until the next load at 20 000 ms: 1000 + ceil(1000 / 9) after the first.
    expect([afterLoad, firstTick, total()]).toEqual([1000, 1112, 2000]);
  });

  it('refreshes every refreshMs', async () => {
    await ticker.start(10_000, (display) => shown.push(display));
    clock.advance(10_000);
    await flush();
    clock.advance(10_000);
    await flush();
    expect(feeds.calls).toEqual(['jackpots', 'jackpots', 'jackpots']);
  });

  it('keeps the last feed when a load fails', async () => {
    await ticker.start(10_000, (display) => shown.push(display));
    feeds.failure = createApiFailure(41);
    clock.advance(10_000);
    await flush();
    clock.advance(1000);
    expect({ total: total(), feed: shown.at(-1)?.feed }).toEqual({ total: 1000, feed: feedOf(1000) });
  });

  it('stops loading and ticking', async () => {
    await ticker.start(10_000, (display) => shown.push(display));
    ticker.stop();
    const count = shown.length;
    clock.advance(60_000);
    await flush();
    expect({ shown: shown.length - count, calls: feeds.calls.length, pending: clock.pending }).toEqual({
      shown: 0,
      calls: 1,
      pending: 0,
    });
  });

  it('drops an answer that arrives after stop', async () => {
    const started = ticker.start(10_000, (display) => shown.push(display));
    ticker.stop();
    await started;
    expect({ shown: shown.length, pending: clock.pending }).toEqual({ shown: 0, pending: 0 });
  });
});
