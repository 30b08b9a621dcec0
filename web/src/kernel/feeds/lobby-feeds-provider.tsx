import { useState, type ReactNode } from 'react';
import { LobbyFeedsContext, type LobbyFeeds } from './lobby-feeds-context.ts';
import LobbyFeedsScopeSlot from './lobby-feeds-scope-slot.tsx';

/**
 * Gives the part of the page below it its jackpot feed and live tables (one of each): loads the
 * feeds' chunk, then starts them; they stop when the provider unmounts. The children render at once
 * and keep their place (the feeds are `null` until the chunk is in).
 */
export function LobbyFeedsProvider({ children }: { readonly children: ReactNode }) {
  const [feeds, setFeeds] = useState<LobbyFeeds | null>(null);
  return (
    <LobbyFeedsContext.Provider value={feeds}>
      <LobbyFeedsScopeSlot onFeeds={setFeeds} />
      {children}
    </LobbyFeedsContext.Provider>
  );
}
