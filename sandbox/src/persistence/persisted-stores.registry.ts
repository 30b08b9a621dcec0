/**
 * A store of the sandbox whose records persist besides the players (SANDBOX_DB): the wallet's ledgers,
 * the responsible-gaming limits, the inbox, the payment transactions. Each record is one JSON document
 * under the store's kind and a number key (a player id, a transaction id).
 *
 * The store tells which documents a request may have changed instead of having every document compared
 * on every answer: a store hands its records out to be changed in place, so it counts every record it
 * handed out or changed as touched. Only the touched ones are serialised; of those, the database writes
 * the ones whose JSON differs from what it last wrote.
 */
export interface PersistedStore {
  /** The store's name in the database, e.g. 'wallet'. */
  readonly kind: string;
  /** Keys of the records handed out or changed since the last call; the store then forgets them. */
  takeTouched(): Iterable<number>;
  /** The record of a key as a JSON-able document; undefined when the store holds none. */
  documentOf(key: number): unknown;
  /** Every key the store holds a record of. */
  keys(): Iterable<number>;
  /**
   * Takes the stored documents back, before anything used the store; fails (naming the key) on a
   * document that is not one of its records.
   */
  restore(documents: ReadonlyMap<number, unknown>): void;
}

/** A document as the database holds it. */
export interface StoredDocument {
  readonly kind: string;
  readonly key: number;
  readonly json: string;
}

/**
 * The persisted stores of one sandbox. Created with the documents the database holds; each store
 * `attach`es itself when it is created and gets its documents back. {@link changed} and
 * {@link committed} bracket a commit: touched keys stay pending until a commit succeeds, so a failed
 * commit is retried by the next one.
 */
export class PersistedStores {
  /** kind → key → document, loaded and not yet handed to their store. */
  readonly #stored = new Map<string, Map<number, unknown>>();
  readonly #stores = new Map<string, PersistedStore>();
  /** kind → keys touched since the last successful commit. */
  readonly #pending = new Map<string, Set<number>>();

  constructor(stored: readonly StoredDocument[] = []) {
    for (const { kind, key, json } of stored) {
      const documents = this.#stored.get(kind) ?? new Map<number, unknown>();
      try {
        documents.set(key, JSON.parse(json) as unknown);
      } catch (error) {
        throw new Error(`The stored ${kind} document ${String(key)} is not JSON`, { cause: error });
      }
      this.#stored.set(kind, documents);
    }
  }

  /**
   * Registers a store and restores its stored documents. One store per kind. Documents of a kind no
   * store attaches stay in the file untouched.
   */
  attach(store: PersistedStore): void {
    if (this.#stores.has(store.kind)) throw new Error(`A ${store.kind} store is attached already`);
    store.restore(this.#stored.get(store.kind) ?? new Map());
    this.#stored.delete(store.kind);
    this.#stores.set(store.kind, store);
  }

  /** The documents of the records touched since the last successful commit, to write in it. */
  changed(): StoredDocument[] {
    this.#drain();
    const documents: StoredDocument[] = [];
    for (const [kind, keys] of this.#pending) {
      const store = this.#stores.get(kind);
      if (store === undefined) continue;
      for (const key of keys) {
        const document = store.documentOf(key);
        if (document !== undefined) documents.push({ kind, key, json: JSON.stringify(document) });
      }
    }
    return documents;
  }

  /** The documents of {@link changed} are written (or there is no database): nothing is pending now. */
  committed(): void {
    this.#drain();
    this.#pending.clear();
  }

  /** Every document of every attached store, for checking that the touched ones were all there is. */
  all(): StoredDocument[] {
    return [...this.#stores.values()].flatMap((store) =>
      [...store.keys()].map((key) => ({
        kind: store.kind,
        key,
        json: JSON.stringify(store.documentOf(key)),
      })),
    );
  }

  #drain(): void {
    for (const store of this.#stores.values()) {
      const pending = this.#pending.get(store.kind) ?? new Set<number>();
      for (const key of store.takeTouched()) pending.add(key);
      if (pending.size > 0) this.#pending.set(store.kind, pending);
    }
  }
}
