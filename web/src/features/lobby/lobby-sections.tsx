import type { LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { lobbyContentBlocks } from '@lv-casino/core/content/lobby-content.rule.ts';
import BrowseSlot from './browse/browse-slot.tsx';
import ContentBlockSlot from '../../kernel/content/content-block-slot.tsx';
import LobbyFeedsSlot from '../../kernel/feeds/lobby-feeds-slot.tsx';

/**
 * The lobby below its strips, in the order of games-and-content.md §2: provider slider, the month's
 * wins, jackpot tags and section, collections and the SEO text. A chunk of its own, loaded when the
 * player scrolls towards it; each section then loads its own view, data and texts.
 */
export default function LobbySections({ lobby }: { readonly lobby: LobbyPage }) {
  return (
    <>
      <BrowseSlot part="providers" lobby={lobby} />
      <LobbyFeedsSlot product={lobby} />
      <BrowseSlot part="collections" lobby={lobby} />
      <ContentBlockSlot blockKey={lobbyContentBlocks(lobby).seo} variant="seo" />
    </>
  );
}
