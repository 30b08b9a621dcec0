import type { TabMessage } from '@lv-casino/core/session/session-tabs.port.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeBroadcastChannels } from '../testing/fake-broadcast-channel.ts';
import { BroadcastChannelSessionTabs, type TabChannel } from './broadcast-channel.session-tabs.ts';

const rotated: TabMessage = {
  kind: 'tokens-rotated',
  from: 'rt-1',
  tokens: { accessToken: 'at-2', refreshToken: 'rt-2' },
};

function twoTabs() {
  const channels = new FakeBroadcastChannels();
  const first = new BroadcastChannelSessionTabs({ channel: channels.open() });
  const second = new BroadcastChannelSessionTabs({ channel: channels.open() });
  const heard: TabMessage[] = [];
  second.listen((message) => heard.push(message));
  return { channels, first, second, heard };
}

describe('BroadcastChannelSessionTabs', () => {
  it.each<TabMessage>([
    rotated,
    { kind: 'rotation-asked', from: 'rt-1' },
    { kind: 'session-ended', refreshToken: 'rt-1' },
  ])('carries a $kind message to the other tab', (message) => {
    const { channels, first, heard } = twoTabs();

    first.publish(message);
    channels.deliver();

    expect(heard).toEqual([message]);
  });

  it('never hears its own messages', () => {
    const { channels, second, heard } = twoTabs();

    second.publish(rotated);
    channels.deliver();

    expect(heard).toEqual([]);
  });

  it.each([
    ['not an object', 'tokens-rotated'],
    ['an unknown kind', { kind: 'tokens-leaked', from: 'rt-1' }],
    ['a rotation without tokens', { kind: 'tokens-rotated', from: 'rt-1' }],
    [
      'a rotation with an empty access token',
      { ...rotated, tokens: { accessToken: '', refreshToken: 'rt-2' } },
    ],
    ['a rotation without its origin', { kind: 'tokens-rotated', tokens: rotated.tokens }],
    ['a question without a token', { kind: 'rotation-asked' }],
    ['an end without a token', { kind: 'session-ended', refreshToken: 7 }],
  ])('drops %s', (_case, data) => {
    const channels = new FakeBroadcastChannels();
    const sender = channels.open();
    const tabs = new BroadcastChannelSessionTabs({ channel: channels.open() });
    const heard: TabMessage[] = [];
    tabs.listen((message) => heard.push(message));

    sender.postMessage(data);
    channels.deliver();

    expect(heard).toEqual([]);
  });

  it('keeps only the fields of a message it passes on', () => {
    const { channels, first, heard } = twoTabs();

    first.publish({ ...rotated, tokens: { ...rotated.tokens, extra: 'x' } } as TabMessage);
    channels.deliver();

    expect(heard).toEqual([rotated]);
  });

  it('stops telling a listener that stopped listening', () => {
    const channels = new FakeBroadcastChannels();
    const first = new BroadcastChannelSessionTabs({ channel: channels.open() });
    const second = new BroadcastChannelSessionTabs({ channel: channels.open() });
    const heard: TabMessage[] = [];
    const stop = second.listen((message) => heard.push(message));

    stop();
    first.publish(rotated);
    channels.deliver();

    expect(heard).toEqual([]);
  });

  it('sends and hears nothing without a channel', () => {
    const tabs = new BroadcastChannelSessionTabs({ channel: null });

    expect(() => {
      tabs.publish(rotated);
      tabs.close();
    }).not.toThrow();
  });

  it('says whether it reaches other tabs: only with a channel', () => {
    expect([
      new BroadcastChannelSessionTabs({ channel: null }).reachesOtherTabs,
      new BroadcastChannelSessionTabs({ channel: new FakeBroadcastChannels().open() }).reachesOtherTabs,
    ]).toEqual([false, true]);
  });

  it('sends and hears nothing once closed', () => {
    const { channels, first, second, heard } = twoTabs();

    second.close();
    first.publish(rotated);
    channels.deliver();

    expect(heard).toEqual([]);
  });
});

describe('BroadcastChannelSessionTabs over the runtime BroadcastChannel', () => {
  const opened: TabChannel[] = [];
  afterEach(() => {
    for (const channel of opened.splice(0)) channel.close();
  });

  it('carries a message between two channels of the same name', async () => {
    const name = `lv-casino.session.test-${String(Math.random())}`;
    const open = (): TabChannel => {
      const channel = new BroadcastChannel(name);
      opened.push(channel);
      return channel;
    };
    const first = new BroadcastChannelSessionTabs({ channel: open() });
    const second = new BroadcastChannelSessionTabs({ channel: open() });

    const heard = new Promise<TabMessage>((resolve) => second.listen(resolve));
    first.publish(rotated);

    expect(await heard).toEqual(rotated);
  });
});
