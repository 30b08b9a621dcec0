import type { ClockPort } from '../shared/clock.port.ts';

interface Scheduled {
  readonly id: number;
  readonly dueAt: number;
  readonly callback: () => void;
}

/** A clock tests move by hand. `advance` runs due callbacks in time order; `jump` simulates a sleeping tab. */
export class ControllableClock implements ClockPort {
  #now: number;
  #nextId = 0;
  #scheduled: Scheduled[] = [];

  constructor(startAt = Date.UTC(2026, 10, 21, 12, 0, 0)) {
    this.#now = startAt;
  }

  now(): number {
    return this.#now;
  }

  schedule(delayMs: number, callback: () => void): () => void {
    const id = this.#nextId++;
    this.#scheduled.push({ id, dueAt: this.#now + Math.max(0, delayMs), callback });
    return () => {
      this.#scheduled = this.#scheduled.filter((entry) => entry.id !== id);
    };
  }

  /** Moves time forward by `ms`, running every callback that falls due, in order, at its due time. */
  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      const due = this.#scheduled
        .filter((entry) => entry.dueAt <= target)
        .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0];
      if (due === undefined) break;
      this.#scheduled = this.#scheduled.filter((entry) => entry.id !== due.id);
      // After a jump the overdue callbacks run at the jumped time: wall-clock time never goes back.
      this.#now = Math.max(this.#now, due.dueAt);
      due.callback();
    }
    this.#now = target;
  }

  /** Moves wall-clock time forward WITHOUT running timers, as when a laptop sleeps. */
  jump(ms: number): void {
    this.#now += ms;
  }

  /** Number of callbacks still waiting. */
  get pending(): number {
    return this.#scheduled.length;
  }
}
