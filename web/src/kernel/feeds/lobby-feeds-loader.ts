import type { ComponentType } from 'react';
import type { LoadedFeature } from '../registry.ts';
import { lobbyFeedsMessages } from './lobby-feeds.messages.ts';

/**
 * The lobby feeds' chunk with one of its views (the section, or the scope that only runs the feeds
 * for a page's tiles): the view, the feeds' module and their texts, for useLazyFeature.
 */
export const loadLobbyFeeds =
  <Props>(view: () => Promise<{ readonly default: ComponentType<Props> }>) =>
  async (): Promise<LoadedFeature<Props>> => {
    const [loaded, feature] = await Promise.all([view(), import('./lobby-feeds.module.ts')]);
    return { view: loaded.default, module: feature.lobbyFeedsModule, messages: lobbyFeedsMessages };
  };
