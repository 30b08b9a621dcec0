import type { SlotContributions } from '../../kernel/registry.ts';

/** The mega menu's live-chat entry: loaded when the menu first shows it; the chat on its first click. */
export const slots: SlotContributions = {
  liveChat: async () => (await import('./live-chat-entry.chunk.ts')).liveChatEntryFeature,
};
