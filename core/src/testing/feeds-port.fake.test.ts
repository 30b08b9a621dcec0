import { describe, expect, it } from 'vitest';
import { createActivityFeedItem, createLiveTable } from './feeds.builder.ts';
import { FakeFeedsPort } from './feeds-port.fake.ts';
import { createApiFailure } from './failure.builder.ts';

describe('FakeFeedsPort', () => {
  it('answers the whole activity feed for no product', async () => {
    const feeds = new FakeFeedsPort();
    feeds.activity = [createActivityFeedItem(), createActivityFeedItem({ gameProduct: 'LIVE_CASINO' })];
    const found = await feeds.getActivityFeed(null);
    expect({ size: found.ok ? found.value.length : -1, calls: feeds.calls }).toEqual({
      size: 2,
      calls: ['activity:all'],
    });
  });

  it('answers the live tables', async () => {
    const feeds = new FakeFeedsPort();
    feeds.liveTables = [createLiveTable()];
    expect(await feeds.getLiveTables()).toEqual({ ok: true, value: [createLiveTable()] });
  });

  it('fails every call with the failure set', async () => {
    const feeds = new FakeFeedsPort();
    feeds.failure = createApiFailure(41);
    expect(await feeds.getLiveTables()).toMatchObject({ ok: false, error: { errorCode: 41 } });
  });
});
