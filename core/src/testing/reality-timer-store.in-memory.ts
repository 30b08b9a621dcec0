import type { RealityTimerStorePort, StoredRealityTimer } from '../reality-check/reality-timer-store.port.ts';

/** A RealityTimerStorePort in memory that records every write and clear. */
export class InMemoryRealityTimerStore implements RealityTimerStorePort {
  #timer: StoredRealityTimer | null;
  readonly writes: StoredRealityTimer[] = [];
  clearCount = 0;

  constructor(initial: StoredRealityTimer | null = null) {
    this.#timer = initial;
  }

  read(): StoredRealityTimer | null {
    return this.#timer;
  }

  write(timer: StoredRealityTimer): void {
    this.writes.push(timer);
    this.#timer = timer;
  }

  clear(): void {
    this.clearCount += 1;
    this.#timer = null;
  }
}
