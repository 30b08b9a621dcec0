import type { LiveTable } from '@lv-casino/core/feeds/feeds.ts';
import { liveTableSummary, type LiveTableSummary } from '@lv-casino/core/feeds/live-roulette.rule.ts';
import type { LiveTablesPoller } from '@lv-casino/core/feeds/live-tables.poller.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionStore } from '../session.store.ts';
import type { SiteConfig } from '../site-config.ts';

/**
 * The state of the live casino tables for the live tiles (games-and-content.md §7 Games, §9): loaded
 * when the lobby activates and every 30 s while it is shown (core's LiveTablesPoller; the period is
 * our choice, the specification names none), stopped on `dispose`. A failed load is quiet.
 */
export class LiveTablesStore {
  tables: readonly LiveTable[] = [];

  readonly #poller: LiveTablesPoller;
  readonly #session: SessionStore;
  readonly #site: SiteConfig;
  #active = false;

  constructor(poller: LiveTablesPoller, session: SessionStore, site: SiteConfig) {
    this.#poller = poller;
    this.#session = session;
    this.#site = site;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Bet limits are shown in the player's currency, the site's base currency for a visitor. */
  get currency(): string {
    return this.#session.user?.currency ?? this.#site.general?.baseCurrency ?? 'EUR';
  }

  /** What each table's tile shows, by denchGameId (the uniqueGameId of its live game). */
  get summaries(): ReadonlyMap<string, LiveTableSummary> {
    return new Map(this.tables.map((table) => [table.denchGameId, liveTableSummary(table, this.currency)]));
  }

  /** The state of a live game's table (by the game's uniqueGameId), or null when the feed has none. */
  summaryOf(uniqueGameId: string | null): LiveTableSummary | null {
    return uniqueGameId === null ? null : (this.summaries.get(uniqueGameId) ?? null);
  }

  activate(): void {
    if (this.#active) return;
    this.#active = true;
    void this.#poller.start((tables) => {
      runInAction(() => {
        this.tables = tables;
      });
    });
  }

  dispose(): void {
    this.#active = false;
    this.#poller.stop();
  }
}
