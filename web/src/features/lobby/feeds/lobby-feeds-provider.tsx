import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useInjection } from '../../../app/container-context.ts';
import { FeatureModules } from '../../../app/feature-modules.ts';
import { LobbyFeedsContext, type LobbyFeeds } from './lobby-feeds-context.ts';
import { lobbyFeedsMessages } from './lobby-feeds.messages.ts';
import type { LobbyFeedsScopeProps } from './lobby-feeds-scope.tsx';

/**
 * Gives the lobby below it its jackpot feed and live tables (one of each for the whole page): loads the
 * feeds' chunk after the first paint, then starts them; they stop when the provider unmounts. The
 * children render at once and keep their place (the feeds are `null` until the chunk is in).
 */
export function LobbyFeedsProvider({ children }: { readonly children: ReactNode }) {
  const features = useInjection(FeatureModules);
  const [Scope, setScope] = useState<ComponentType<LobbyFeedsScopeProps> | null>(null);
  const [feeds, setFeeds] = useState<LobbyFeeds | null>(null);
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
  return (
    <LobbyFeedsContext.Provider value={feeds}>
      {Scope !== null && <Scope onFeeds={setFeeds} />}
      {children}
    </LobbyFeedsContext.Provider>
  );
}
