import { createContext, useContext, type ComponentType } from 'react';
import type { JackpotStore } from './jackpot.store.ts';
import type { LiveTablesStore } from './live-tables.store.ts';

export interface LiveTableStatusProps {
  /** The live game's uniqueGameId (the table's denchGameId in gaming/evolution/state). */
  readonly uniqueGameId: string | null;
}

/** The lobby's shared feeds: what the jackpot parts and the game tiles read. */
export interface LobbyFeeds {
  readonly jackpots: JackpotStore;
  readonly liveTables: LiveTablesStore;
  /** A live tile's table state (in the feeds' chunk, so a tile imports only this file). */
  readonly LiveTableStatus: ComponentType<LiveTableStatusProps>;
}

/**
 * The feeds of the lobby around a component: `undefined` outside a LobbyFeedsProvider, `null` inside
 * one whose chunk is still loading. This file is small and imports the stores as types only, so a
 * game tile can read it without loading the feeds.
 */
export const LobbyFeedsContext = createContext<LobbyFeeds | null | undefined>(undefined);

/** The lobby's feeds, or null when there are none (yet) around the caller. */
export const useLobbyFeeds = (): LobbyFeeds | null => useContext(LobbyFeedsContext) ?? null;
