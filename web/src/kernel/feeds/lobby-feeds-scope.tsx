import { useEffect } from 'react';
import { useScreenStore } from '../container-context.ts';
import type { LobbyFeeds } from './lobby-feeds-context.ts';
import { JackpotStore } from './jackpot.store.ts';
import LiveTableStatus from './live-table-status.tsx';
import { LiveTablesStore } from './live-tables.store.ts';
import './lobby-feeds.css';

export interface LobbyFeedsScopeProps {
  /** Receives the running feeds, and null when they stop. */
  readonly onFeeds: (feeds: LobbyFeeds | null) => void;
}

/** The lifetime of the lobby's shared feeds: started on mount, stopped on unmount; renders nothing. */
export default function LobbyFeedsScope({ onFeeds }: LobbyFeedsScopeProps) {
  const jackpots = useScreenStore(JackpotStore);
  const liveTables = useScreenStore(LiveTablesStore);
  useEffect(() => {
    onFeeds({ jackpots, liveTables, LiveTableStatus });
    return () => {
      onFeeds(null);
    };
  }, [onFeeds, jackpots, liveTables]);
  return null;
}
