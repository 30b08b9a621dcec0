import type { LobbyStrip } from '@lv-casino/core/catalogue/lobby-strips.rule.ts';
import { makeAutoObservable } from 'mobx';
import type { StartUpStore } from '../../app/start-up.store.ts';

/** Strips revealed at a time as the player scrolls (games-and-content.md §9: infinite scroll, 3 at a time). */
export const STRIPS_PER_STEP = 3;

/** Tiles a strip renders at most; the rest belong to the category page. */
export const MAX_TILES_PER_STRIP = 24;

/** The casino lobby: the category strips of start-up, revealed progressively. */
export class LobbyStore {
  /** How many strips are on the page. */
  revealed = STRIPS_PER_STEP;

  readonly #startUp: StartUpStore;

  constructor(startUp: StartUpStore) {
    this.#startUp = startUp;
    makeAutoObservable(this);
  }

  get strips(): readonly LobbyStrip[] {
    return this.#startUp.strips;
  }

  get visibleStrips(): readonly LobbyStrip[] {
    return this.strips.slice(0, this.revealed);
  }

  get hasMore(): boolean {
    return this.revealed < this.strips.length;
  }

  /** Reveals the next strips (when the end of the list scrolls into view). */
  revealMore(): void {
    if (this.hasMore) this.revealed = Math.min(this.revealed + STRIPS_PER_STEP, this.strips.length);
  }
}
