import { useLazyFeature } from '../kernel/lazy-feature.ts';
import type { LiveChatEntryProps } from '../kernel/slots.ts';
import { slotFeature } from './slot-contributions.ts';

const CHAT = slotFeature('liveChat');

function LoadedEntry(props: LiveChatEntryProps) {
  // Only rendered when a feature fills the slot (below).
  const { owner, load } = CHAT as NonNullable<typeof CHAT>;
  return useLazyFeature(owner, load, props);
}

/**
 * The mega menu's live-chat entry: the live-chat feature's button, for a visitor and a player alike,
 * loaded when the menu first shows it (the chat itself loads on the entry's first click); nothing when
 * no feature fills the slot.
 */
export default function LiveChatSlot(props: LiveChatEntryProps) {
  return CHAT === null ? null : <LoadedEntry {...props} />;
}
