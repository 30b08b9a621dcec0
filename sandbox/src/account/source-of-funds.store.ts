import type { SandboxState } from '../state.ts';

/** Deposits over this total (minor units) ask for a source-of-funds declaration. */
export const sourceOfFundsThreshold = 200_000;

/** The source-of-funds declarations due, by player id: the date a declaration is due by. */
export class SourceOfFundsStore {
  /** anna's deposits passed the threshold: a declaration is due by 5 December 2026. */
  readonly #due = new Map<number, string>([[1001, '2026-12-05T23:59:59+02:00']]);

  /** When the player's declaration is due, or null when none is. */
  dueDateOf(playerId: number): string | null {
    return this.#due.get(playerId) ?? null;
  }

  /** Asks the player for a declaration by `dueDate` (the console's, or the deposits' threshold). */
  require(playerId: number, dueDate: string): void {
    this.#due.set(playerId, dueDate);
  }

  declared(playerId: number): void {
    this.#due.delete(playerId);
  }
}

const stores = new WeakMap<SandboxState, SourceOfFundsStore>();

/** The source-of-funds declarations of a sandbox (one per state). */
export function sourceOfFundsOf(state: SandboxState): SourceOfFundsStore {
  let store = stores.get(state);
  if (store === undefined) {
    store = new SourceOfFundsStore();
    stores.set(state, store);
  }
  return store;
}
