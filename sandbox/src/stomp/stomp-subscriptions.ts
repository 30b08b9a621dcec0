import { StompProtocolError, type StompFrame, type StompVersion } from './stomp-frame.ts';

/** The only destination clients subscribe to; the broker routes it to the connection's customer. */
export const notificationsDestination = '/user/queue/notifications';

export type AckMode = 'auto' | 'client' | 'client-individual';

export interface Subscription {
  readonly id: string;
  readonly destination: string;
  readonly ack: AckMode;
}

const ackModes: readonly string[] = ['auto', 'client', 'client-individual'];

/**
 * Subscriptions of one connection and the messages they still have to acknowledge. In `client` mode an
 * ACK or NACK covers every earlier unacknowledged message of that subscription (cumulative); in
 * `client-individual` mode only the named one. A NACKed message is dropped, not redelivered.
 */
export class StompSubscriptions {
  readonly #byId = new Map<string, Subscription>();
  /** message id → subscription id, in delivery order. */
  readonly #unacknowledged = new Map<string, string>();

  subscribe(frame: StompFrame, version: StompVersion): Subscription {
    const destination = frame.headers.get('destination');
    if (destination === undefined) throw new StompProtocolError('SUBSCRIBE needs a destination header');
    if (destination !== notificationsDestination) {
      throw new StompProtocolError(
        `Unknown destination ${destination}; subscribe to ${notificationsDestination}`,
      );
    }
    const id = frame.headers.get('id') ?? (version === '1.0' ? destination : undefined);
    if (id === undefined) throw new StompProtocolError('SUBSCRIBE needs an id header');
    if (this.#byId.has(id)) throw new StompProtocolError(`Subscription id ${id} is already in use`);
    const ack = frame.headers.get('ack') ?? 'auto';
    if (!ackModes.includes(ack)) throw new StompProtocolError(`Unknown ack mode ${ack}`);
    const subscription: Subscription = { id, destination, ack: ack as AckMode };
    this.#byId.set(id, subscription);
    return subscription;
  }

  unsubscribe(frame: StompFrame): void {
    const id = frame.headers.get('id') ?? frame.headers.get('destination');
    if (id === undefined || !this.#byId.delete(id)) {
      throw new StompProtocolError(`UNSUBSCRIBE names no active subscription (${id ?? 'no id'})`);
    }
    for (const [messageId, subscriptionId] of this.#unacknowledged) {
      if (subscriptionId === id) this.#unacknowledged.delete(messageId);
    }
  }

  /** Whether the subscription is still active (not replaced or ended by an UNSUBSCRIBE). */
  has(subscription: Subscription): boolean {
    return this.#byId.get(subscription.id) === subscription;
  }

  /** Subscriptions to a destination. */
  to(destination: string): Subscription[] {
    return [...this.#byId.values()].filter((s) => s.destination === destination);
  }

  /** Records a delivered message that the client has to ACK or NACK. */
  expectAck(messageId: string, subscription: Subscription): void {
    if (subscription.ack !== 'auto') this.#unacknowledged.set(messageId, subscription.id);
  }

  /** Settles an ACK or NACK frame (1.2 names the message by `id`, 1.0 and 1.1 by `message-id`). */
  settle(frame: StompFrame, version: StompVersion): void {
    if (frame.command === 'NACK' && version === '1.0') throw new StompProtocolError('NACK needs STOMP 1.1');
    const messageId = version === '1.2' ? frame.headers.get('id') : frame.headers.get('message-id');
    const subscriptionId = messageId === undefined ? undefined : this.#unacknowledged.get(messageId);
    if (messageId === undefined || subscriptionId === undefined) {
      throw new StompProtocolError(
        `${frame.command} names no unacknowledged message (${messageId ?? 'no id'})`,
      );
    }
    const cumulative = this.#byId.get(subscriptionId)?.ack === 'client';
    for (const [pendingId, pendingSubscription] of this.#unacknowledged) {
      const covered = pendingId === messageId || (cumulative && pendingSubscription === subscriptionId);
      if (covered) this.#unacknowledged.delete(pendingId);
      if (pendingId === messageId) break;
    }
  }
}
