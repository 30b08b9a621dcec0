/**
 * The last `capacity` STOMP message ids seen, oldest first: a bounded memory for dropping a message a
 * broker delivers again (a redelivery keeps its `message-id`). Adding one more than `capacity` forgets
 * the oldest.
 */
export class RecentMessageIds {
  readonly #capacity: number;
  /** A Set iterates in insertion order, so its first id is the oldest. */
  readonly #ids = new Set<string>();

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`capacity must be a positive integer, not ${String(capacity)}`);
    }
    this.#capacity = capacity;
  }

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  /** Remembers `id` as the newest; the oldest is forgotten once more than `capacity` are held. */
  add(id: string): void {
    if (this.#ids.has(id)) return;
    this.#ids.add(id);
    if (this.#ids.size <= this.#capacity) return;
    const oldest = this.#ids.values().next();
    if (oldest.done !== true) this.#ids.delete(oldest.value);
  }
}
