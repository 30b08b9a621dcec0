import { useEffect, useState, type ComponentType } from 'react';
import { useInjection } from '../container-context.ts';
import { FeatureModules } from '../feature-modules.ts';
import type { LobbyFeedsScopeProps } from './lobby-feeds-scope.tsx';
import { lobbyFeedsMessages } from './lobby-feeds.messages.ts';

/**
 * Starts the lobby's shared feeds (jackpots, live tables) for a page that hands them to its tiles
 * through LobbyFeedsContext itself: loads the feeds' chunk, then runs them until unmounted. A lazy
 * chunk of its own, so a page that needs no live table never downloads it.
 */
export default function LobbyFeedsScopeSlot({ onFeeds }: LobbyFeedsScopeProps) {
  const features = useInjection(FeatureModules);
  const [Scope, setScope] = useState<ComponentType<LobbyFeedsScopeProps> | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([import('./lobby-feeds-scope.tsx'), import('./lobby-feeds.module.ts')])
      .then(([view, feature]) =>
        features.prepare('lobby-feeds', {
          view: view.default,
          module: feature.lobbyFeedsModule,
          messages: lobbyFeedsMessages,
        }),
      )
      .then((view) => {
        if (current) setScope(() => view);
      });
    return () => {
      current = false;
    };
  }, [features]);
  return Scope === null ? null : <Scope onFeeds={onFeeds} />;
}
