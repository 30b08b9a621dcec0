import type { GameProduct } from '@lv-casino/core/feeds/feeds.ts';
import { observer } from 'mobx-react-lite';
import ActivityFeed from './activity-feed.tsx';
import JackpotSection from './jackpot-section.tsx';
import JackpotTags from './jackpot-tags.tsx';
import { useLobbyFeeds } from './lobby-feeds-context.ts';
import './lobby-feeds.css';

export interface LobbyFeedsViewProps {
  readonly product: GameProduct;
}

/** The feeds part of a lobby (games-and-content.md §2 order): the month's biggest wins, jackpot tags, the jackpot section. */
function LobbyFeedsView({ product }: LobbyFeedsViewProps) {
  const feeds = useLobbyFeeds();
  return (
    <div className="lobby-feeds">
      <ActivityFeed product={product} />
      {feeds !== null && <JackpotTags store={feeds.jackpots} />}
      {feeds !== null && <JackpotSection store={feeds.jackpots} />}
    </div>
  );
}

export default observer(LobbyFeedsView);
