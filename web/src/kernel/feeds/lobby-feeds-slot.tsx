import type { GameProduct } from '@lv-casino/core/feeds/feeds.ts';
import { useContext } from 'react';
import { useLazyFeature } from '../lazy-feature.ts';
import { LobbyFeedsContext } from './lobby-feeds-context.ts';
import { loadLobbyFeeds } from './lobby-feeds-loader.ts';
import { LobbyFeedsProvider } from './lobby-feeds-provider.tsx';

export interface LobbyFeedsSlotProps {
  /** The lobby's product: CASINO on /casino, LIVE_CASINO on /live-casino. */
  readonly product: GameProduct;
}

/**
 * The lobby's feeds section, a chunk of its own: the jackpot tags, the month's biggest wins of the
 * product and the jackpot section. Inside a LobbyFeedsProvider it shows the page's jackpot feed;
 * without one it brings its own.
 */
export default function LobbyFeedsSlot({ product }: LobbyFeedsSlotProps) {
  const outer = useContext(LobbyFeedsContext);
  const view = useLazyFeature(
    'lobby-feeds',
    loadLobbyFeeds(() => import('./lobby-feeds.tsx')),
    { product },
  );
  return outer === undefined ? <LobbyFeedsProvider>{view}</LobbyFeedsProvider> : view;
}
