import type {
  RealityTimerStorePort,
  StoredRealityTimer,
} from '@lv-casino/core/reality-check/reality-timer-store.port.ts';

/** Session-storage key of the reality-check timer (account-and-session.md §4 Reality check). */
export const REALITY_TIMER_STORAGE_KEY = 'lv-casino.realityTimer';

export interface SessionStorageRealityTimerStoreOptions {
  /**
   * Where the timer lives; defaults to `globalThis.sessionStorage`, read on each call (a browser that
   * blocks storage throws on that read, which counts as no storage).
   */
  readonly storage?: Storage;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isStoredRealityTimer = (value: unknown): value is StoredRealityTimer => {
  if (typeof value !== 'object' || value === null) return false;
  const { startedAt, acknowledgeCounter, secondsToTakeAction } = value as Record<string, unknown>;
  return (
    typeof startedAt === 'number' &&
    Number.isFinite(startedAt) &&
    isCount(acknowledgeCounter) &&
    (secondsToTakeAction === null || isCount(secondsToTakeAction))
  );
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The reality-check timer in session storage, as JSON under `lv-casino.realityTimer`. A value that is
 * not a timer (malformed JSON, another shape) counts as none and is removed. It never throws: a storage
 * that is blocked or full makes writes best-effort (the timer then lives only as long as the page; a
 * refused write removes the previous value rather than leave a stale one) and reads answer null.
 */
export class SessionStorageRealityTimerStore implements RealityTimerStorePort {
  readonly #storage: (() => Storage) | Storage;

  constructor(options: SessionStorageRealityTimerStoreOptions = {}) {
    this.#storage = options.storage ?? (() => globalThis.sessionStorage);
  }

  read(): StoredRealityTimer | null {
    const text = this.#attempt((storage) => storage.getItem(REALITY_TIMER_STORAGE_KEY));
    if (text === undefined || text === null) return null;
    const value = parse(text);
    if (!isStoredRealityTimer(value)) {
      this.clear();
      return null;
    }
    const { startedAt, acknowledgeCounter, secondsToTakeAction } = value;
    return { startedAt, acknowledgeCounter, secondsToTakeAction };
  }

  write(timer: StoredRealityTimer): void {
    const { startedAt, acknowledgeCounter, secondsToTakeAction } = timer;
    const text = JSON.stringify({ startedAt, acknowledgeCounter, secondsToTakeAction });
    const written = this.#attempt((storage) => {
      storage.setItem(REALITY_TIMER_STORAGE_KEY, text);
      return true;
    });
    // A full storage keeps the previous value: it is stale now, and none is better than a stale one.
    if (written !== true) this.clear();
  }

  clear(): void {
    this.#attempt((storage) => {
      storage.removeItem(REALITY_TIMER_STORAGE_KEY);
    });
  }

  /** Runs `use` on the storage; undefined when the storage is unavailable or refuses (quota, security). */
  #attempt<T>(use: (storage: Storage) => T): T | undefined {
    try {
      return use(typeof this.#storage === 'function' ? this.#storage() : this.#storage);
    } catch {
      return undefined;
    }
  }
}
