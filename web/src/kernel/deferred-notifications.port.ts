import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type {
  NotificationsPort,
  NotificationsStatus,
} from '@lv-casino/core/notifications/notifications.port.ts';

type Listener = (notification: CustomerNotification) => void;
type StatusListener = (status: NotificationsStatus) => void;

/**
 * A NotificationsPort whose implementation is loaded on the first connect, so the realtime client
 * stays out of the first paint (visitors never need it). Calls keep their order across the load: a
 * disconnect before the load finishes wins over the connect that started it. A failed load is
 * tried again on the next connect. Until the real port has connected, the status is `connecting`
 * (asked to connect) or `disconnected`.
 */
export class DeferredNotificationsPort implements NotificationsPort {
  readonly #load: () => Promise<NotificationsPort>;
  #port: Promise<NotificationsPort> | null = null;
  #loaded: NotificationsPort | null = null;
  #listener: Listener | null = null;

  /** @param load resolves to the real port (e.g. a dynamic import of the STOMP adapter). */
  constructor(load: () => Promise<NotificationsPort>) {
    this.#load = load;
  }

  get status(): NotificationsStatus {
    if (this.#listener === null) return 'disconnected';
    return this.#loaded?.status ?? 'connecting';
  }

  connect(onNotification: Listener, onStatus?: StatusListener): void {
    this.#listener = onNotification;
    this.#portPromise().then(
      (port) => {
        if (this.#listener !== onNotification) return;
        this.#loaded = port;
        port.connect(onNotification, onStatus);
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
