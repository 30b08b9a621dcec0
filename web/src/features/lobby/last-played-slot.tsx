import type { LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { useEffect, useState, type ComponentType } from 'react';
import { useInjection } from '../../app/container-context.ts';
import { FeatureModules } from '../../app/feature-modules.ts';

/** The last-played strip with its module (a logged-in player's lobby loads this chunk). */
export default function LastPlayedSlot({ lobby }: { readonly lobby: LobbyPage }) {
  const features = useInjection(FeatureModules);
  const [Strip, setStrip] = useState<ComponentType<{ readonly lobby: LobbyPage }> | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([import('./last-played-strip.tsx'), import('./last-played.module.ts')])
      .then(([view, feature]) =>
        features.prepare('lobby', { view: view.default, module: feature.lastPlayedModule }),
      )
      .then((view) => {
        if (current) setStrip(() => view);
      });
    return () => {
      current = false;
    };
  }, [features]);
  return Strip === null ? null : <Strip lobby={lobby} />;
}
