import { useEffect, useState, type ComponentType } from 'react';
import { useInjection } from '../../../app/container-context.ts';
import { FeatureModules } from '../../../app/feature-modules.ts';
import type { BrowseSectionProps } from './browse-section.tsx';

/**
 * The lobby's provider slider or collections: view, module and messages are a chunk of their own,
 * loaded when the slot first renders (below the strips, after the first paint). Until then, and if
 * the chunk cannot load, the slot is empty.
 */
export default function BrowseSlot(props: BrowseSectionProps) {
  const features = useInjection(FeatureModules);
  const [View, setView] = useState<ComponentType<BrowseSectionProps> | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([import('./browse-section.tsx'), import('./browse.module.ts')])
      .then(([view, feature]) =>
        features.prepare('lobby-browse', {
          view: view.default,
          module: feature.browseModule,
          messages: feature.browseMessages,
        }),
      )
      .then(
        (view) => {
          if (current) setView(() => view);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [features]);
  return View === null ? null : <View {...props} />;
}
