import { beforeEach, describe, expect, it } from 'vitest';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createLiveTable } from '../testing/feeds.builder.ts';
import { FakeFeedsPort } from '../testing/feeds-port.fake.ts';
import type { LiveTable } from './feeds.ts';
import { LIVE_TABLES_REFRESH_MS, LiveTablesPoller } from './live-tables.poller.ts';

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let feeds: FakeFeedsPort;
let clock: ControllableClock;
let poller: LiveTablesPoller;
let received: (readonly LiveTable[])[];

beforeEach(() => {
  feeds = new FakeFeedsPort();
  feeds.liveTables = [createLiveTable()];
  clock = new ControllableClock();
  poller = new LiveTablesPoller(feeds, clock);
  received = [];
});

describe('LiveTablesPoller', () => {
  it('loads the tables on start', async () => {
    await poller.start((tables) => received.push(tables));
    expect(received).toEqual([[createLiveTable()]]);
  });

  it('loads them again every 30 s', async () => {
    await poller.start((tables) => received.push(tables));
    feeds.liveTables = [createLiveTable({ open: false })];
    clock.advance(LIVE_TABLES_REFRESH_MS);
    await flush();
    expect({ calls: feeds.calls, open: received.map((tables) => tables[0]?.open) }).toEqual({
      calls: ['live-tables', 'live-tables'],
      open: [true, false],
    });
  });

  it('keeps polling, quietly, after a failed load', async () => {
    feeds.failure = createApiFailure(41);
    await poller.start((tables) => received.push(tables));
    feeds.failure = null;
    clock.advance(LIVE_TABLES_REFRESH_MS);
    await flush();
    expect(received).toEqual([[createLiveTable()]]);
  });

  it('stops polling', async () => {
    await poller.start((tables) => received.push(tables));
    poller.stop();
    clock.advance(LIVE_TABLES_REFRESH_MS * 3);
    await flush();
    expect({ calls: feeds.calls.length, pending: clock.pending }).toEqual({ calls: 1, pending: 0 });
  });

  it('drops an answer that arrives after stop', async () => {
    const started = poller.start((tables) => received.push(tables));
    poller.stop();
    await started;
    expect({ received, pending: clock.pending }).toEqual({ received: [], pending: 0 });
  });
});
