import { createElement, useEffect, useState, type ComponentType } from 'react';
import { useInjection } from '../kernel/container-context.ts';
import type { ContentPageEntry } from '../kernel/registry.ts';
import { FeatureModules } from '../kernel/feature-modules.ts';

type Loaded =
  | { readonly entry: ContentPageEntry; readonly view: ComponentType<object> }
  | { readonly entry: ContentPageEntry; readonly error: unknown };

/**
 * A content page: its chunk, container module and messages load, then its view renders; nothing in
 * between (the page keeps what was shown). A chunk that cannot load is thrown to the route's error
 * boundary, which offers a reload, as any page's would.
 */
export function ContentPage({ entry }: { readonly entry: ContentPageEntry }) {
  const features = useInjection(FeatureModules);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    entry
      .load()
      .then((feature) => features.prepare(entry.owner, feature))
      .then(
        (view) => {
          if (current) setLoaded({ entry, view });
        },
        (error: unknown) => {
          if (current) setLoaded({ entry, error });
        },
      );
    return () => {
      current = false;
    };
  }, [entry, features]);
  if (loaded === null || loaded.entry !== entry) return null;
  if ('error' in loaded) throw loaded.error;
  return createElement(loaded.view);
}
