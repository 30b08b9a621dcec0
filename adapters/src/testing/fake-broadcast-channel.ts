import type { TabChannel } from '../browser/broadcast-channel.session-tabs.ts';

/**
 * In-memory BroadcastChannels of one name: `open()` gives a channel per tab; a posted message reaches
 * every other open channel (never the sender) through a structured clone, as in a browser, once
 * `deliver()` runs (a browser delivers on a later task).
 */
export class FakeBroadcastChannels {
  readonly #open = new Set<FakeChannel>();
  readonly #queue: { readonly from: FakeChannel; readonly data: unknown }[] = [];

  open(): TabChannel {
    const channel = new FakeChannel(this);
    this.#open.add(channel);
    return channel;
  }

  /** Queues what `from` posted. */
  post(from: FakeChannel, data: unknown): void {
    this.#queue.push({ from, data: structuredClone(data) });
  }

  close(channel: FakeChannel): void {
    this.#open.delete(channel);
  }

  /** Delivers every queued message, and those they cause, to the other open channels. */
  deliver(): void {
    for (let next = this.#queue.shift(); next !== undefined; next = this.#queue.shift()) {
      for (const channel of [...this.#open]) {
        if (channel !== next.from) channel.onmessage?.(new MessageEvent('message', { data: next.data }));
      }
    }
  }
}

class FakeChannel implements TabChannel {
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly #channels: FakeBroadcastChannels;

  constructor(channels: FakeBroadcastChannels) {
    this.#channels = channels;
  }

  postMessage(message: unknown): void {
    this.#channels.post(this, message);
  }

  close(): void {
    this.#channels.close(this);
  }
}
