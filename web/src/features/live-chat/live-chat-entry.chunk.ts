import { ContainerModule } from 'inversify';
import { bindBrowserLocation } from '../../kernel/browser-location.ts';
import type { LoadedFeature } from '../../kernel/registry.ts';
import type { LiveChatEntryProps } from '../../kernel/slots.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import LiveChatEntry from './live-chat-entry.tsx';

/**
 * The live chat's entry and the feature's texts (the panel's too: a few words, so that the panel has
 * them at once), and the browser's location (a reload, when the chat's chunk cannot load): what the
 * mega menu loads. The panel, its frame and its stylesheet are a chunk of their own
 * (live-chat-dock.tsx), loaded on the entry's first click.
 */
export const liveChatEntryFeature: LoadedFeature<LiveChatEntryProps> = {
  view: LiveChatEntry,
  module: new ContainerModule((options) => {
    bindBrowserLocation(options);
  }),
  messages: messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
};
