import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { NotificationsPort } from '@lv-casino/core/ports/notifications.port.ts';

type Listener = (notification: CustomerNotification) => void;

/**
 * A NotificationsPort whose implementation is loaded on the first connect, so the realtime client
 * stays out of the first paint (visitors never need it). Calls keep their order across the load: a
 * disconnect before the load finishes wins over the connect that started it. A failed load is
 * tried again on the next connect.
 */
export class DeferredNotificationsPort implements NotificationsPort {
  readonly #load: () => Promise<NotificationsPort>;
  #port: Promise<NotificationsPort> | null = null;
  #listener: Listener | null = null;

  /** @param load resolves to the real port (e.g. a dynamic import of the STOMP adapter). */
  constructor(load: () => Promise<NotificationsPort>) {
    this.#load = load;
  }

  connect(onNotification: Listener): void {
    this.#listener = onNotification;
    this.#portPromise().then(
      (port) => {
        if (this.#listener === onNotification) port.connect(onNotification);
      },
      () => {
        this.#port = null;
      },
    );
  }

  disconnect(): void {
    this.#listener = null;
    void this.#port?.then(
      (port) => {
        port.disconnect();
      },
      () => undefined,
    );
  }

  #portPromise(): Promise<NotificationsPort> {
    this.#port ??= this.#load();
    return this.#port;
  }
}
