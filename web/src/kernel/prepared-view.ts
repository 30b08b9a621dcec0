import { useEffect, useState, type ComponentType } from 'react';
import { useInjection } from './container-context.ts';
import { FeatureModules } from './feature-modules.ts';
import type { FeatureName, LoadedFeature } from './registry.ts';

/** A feature's view while its chunk, module and messages load, once ready, or why it is not. */
export type PreparedView<Props> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly view: ComponentType<Props> }
  | { readonly kind: 'failed'; readonly error: unknown };

const LOADING = { kind: 'loading' } as const;

/**
 * Loads `load` (a feature's view, container module and messages), readies the module and the
 * messages of the current language for `owner` (FeatureModules), and says where that stands: what a
 * page, a modal, a tab or a part of a page shows while its feature loads. Loads again for another
 * `load` or `attempt` (a retry); an answer for one no longer asked for is dropped. Nothing loads while
 * `load` is null. (useLazyFeature, in the first paint, keeps a smaller copy for its bytes.)
 */
export function usePreparedView<Props extends object>(
  owner: FeatureName,
  load: (() => Promise<LoadedFeature<Props>>) | null,
  attempt = 0,
): PreparedView<Props> {
  const features = useInjection(FeatureModules);
  const [state, setState] = useState<{
    readonly load: unknown;
    readonly attempt: number;
    readonly view: PreparedView<Props>;
  } | null>(null);
  useEffect(() => {
    if (load === null) return;
    let current = true;
    load()
      .then((feature) => features.prepare(owner, feature))
      .then(
        (view) => {
          if (current) setState({ load, attempt, view: { kind: 'ready', view } });
        },
        (error: unknown) => {
          if (current) setState({ load, attempt, view: { kind: 'failed', error } });
        },
      );
    return () => {
      current = false;
    };
  }, [features, owner, load, attempt]);
  return state !== null && state.load === load && state.attempt === attempt ? state.view : LOADING;
}
