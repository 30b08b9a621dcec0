import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useInjection } from './container-context.ts';
import { FeatureModules } from './feature-modules.ts';
import type { FeatureName, LoadedFeature } from './registry.ts';

/**
 * A part of a page that is a chunk of its own (a lobby section, the footer, a slot), rendered with
 * `props`: `load` imports it (view, container module, messages), FeatureModules readies the module
 * and the messages of the current language, then the view renders; nothing until then, and for good
 * when the chunk cannot load (such parts are never what a page depends on). `load` runs once per
 * mount.
 */
export function useLazyFeature<Props extends object>(
  owner: FeatureName,
  load: () => Promise<LoadedFeature<Props>>,
  props: Props,
): ReactNode {
  const features = useInjection(FeatureModules);
  const [View, setView] = useState<ComponentType<Props> | null>(null);
  const [loader] = useState(() => load);
  useEffect(() => {
    let current = true;
    loader()
      .then((feature) => features.prepare(owner, feature))
      .then(
        (view) => {
          if (current) setView(() => view);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [features, owner, loader]);
  return View === null ? null : createElement(View, props);
}
