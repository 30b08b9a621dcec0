import { beforeEach, describe, expect, it } from 'vitest';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createActivityFeedItem } from '../testing/feeds.builder.ts';
import { FakeFeedsPort } from '../testing/feeds-port.fake.ts';
import type { ActivityFeedEntry } from './activity-feed.rule.ts';
import { ActivityFeedPoller, type ActivityFeedOptions } from './activity-feed.poller.ts';

const options: ActivityFeedOptions = {
  gameProduct: 'CASINO',
  lang: 'en',
  defaultLanguage: 'lv',
  currency: 'EUR',
};
const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let feeds: FakeFeedsPort;
let clock: ControllableClock;
let poller: ActivityFeedPoller;
let received: (readonly ActivityFeedEntry[])[];

beforeEach(() => {
  feeds = new FakeFeedsPort();
  feeds.activity = [
    createActivityFeedItem({ winAmount: 500 }),
    createActivityFeedItem({ gameProduct: 'LIVE_CASINO' }),
  ];
  clock = new ControllableClock();
  poller = new ActivityFeedPoller(feeds, clock);
  received = [];
});

describe('ActivityFeedPoller', () => {
  it('loads the feed of the product on start', async () => {
    await poller.start(options, (entries) => received.push(entries));
    expect({ calls: feeds.calls, amounts: received[0]?.map((entry) => entry.item.winAmount) }).toEqual({
      calls: ['activity:CASINO'],
      amounts: [500],
    });
  });

  it('refreshes after 120000 ms', async () => {
    await poller.start(options, (entries) => received.push(entries));
    clock.advance(119_999);
    await flush();
    const before = feeds.calls.length;
    clock.advance(1);
    await flush();
    expect([before, feeds.calls.length]).toEqual([1, 2]);
  });

  it('keeps the entries shown when a refresh fails and keeps polling', async () => {
    await poller.start(options, (entries) => received.push(entries));
    feeds.failure = createApiFailure(41);
    clock.advance(120_000);
    await flush();
    clock.advance(120_000);
    await flush();
    expect({ updates: received.length, calls: feeds.calls.length }).toEqual({ updates: 1, calls: 3 });
  });

  it('stops polling', async () => {
    await poller.start(options, (entries) => received.push(entries));
    poller.stop();
    clock.advance(500_000);
    await flush();
    expect({ calls: feeds.calls.length, pending: clock.pending }).toEqual({ calls: 1, pending: 0 });
  });

  it('drops an answer that arrives after stop', async () => {
    const started = poller.start(options, (entries) => received.push(entries));
    poller.stop();
    await started;
    expect({ received: received.length, pending: clock.pending }).toEqual({ received: 0, pending: 0 });
  });
});
