import type { DomainEvent } from '@lv-casino/core/shared/domain-event.ts';

/** Name of the DOM event that carries every domain event to code outside the app (analytics, widgets). */
export const DOMAIN_EVENT_TYPE = 'lv-casino:domain-event';

type Listener = (event: DomainEvent) => void;

/**
 * Publishes the events core's use-cases return (LOGIN, LANGUAGE_CHANGED, …) to the app's listeners,
 * and, as a `CustomEvent` named {@link DOMAIN_EVENT_TYPE} with the event as `detail`, to the page:
 * a third-party widget (the sportsbook) or a tag manager listens there without importing the app.
 */
export class DomainEvents {
  readonly #listeners = new Set<Listener>();
  readonly #target: EventTarget | null;

  /** @param target where the DOM events go (the window); null publishes to the app's listeners only. */
  constructor(target: EventTarget | null) {
    this.#target = target;
  }

  publish(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const listener of this.#listeners) listener(event);
      this.#target?.dispatchEvent(new CustomEvent(DOMAIN_EVENT_TYPE, { detail: event }));
    }
  }

  /** Calls `listener` with every event published from now on; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }
}
