import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureModules } from '../kernel/feature-modules.ts';
import type { FeatureName, LoadedFeature } from '../kernel/registry.ts';

/** What a first-paint page needs before it renders, started by main.tsx before the first render. */
interface FirstPaintHandle {
  readonly prepare: () => Promise<void>;
}

/**
 * The route of a page whose view is in the first paint's chunk (the lobby): no lazy route, so the
 * router starts on it at once. Its module and messages are readied once: main.tsx does it before the
 * first render (prepareFirstPaint), which then paints the page; reached later, the page shows nothing
 * until they are in place. A failure goes to the route's error screen.
 */
export function firstPaintRoute(
  path: string,
  owner: FeatureName,
  feature: LoadedFeature<object>,
  features: FeatureModules,
): RouteObject {
  let ready = false;
  let preparing: Promise<void> | undefined;
  const prepare = () =>
    (preparing ??= features.ready(owner, feature).then(() => {
      ready = true;
    }));
  const { view: View } = feature;
  function FirstPaintPage() {
    const [failure, setFailure] = useState<{ readonly error: unknown }>();
    const [, setReady] = useState(ready);
    useEffect(() => {
      if (!ready)
        prepare().then(
          () => {
            setReady(true);
          },
          (error: unknown) => {
            setFailure({ error });
          },
        );
    }, []);
    if (failure) throw failure.error;
    return ready ? <View /> : null;
  }
  const handle: FirstPaintHandle = { prepare };
  return { path, handle, Component: FirstPaintPage };
}

/**
 * Readies the module and messages of the first-paint page the router starts on, if it starts on one
 * (the lobby): awaited before the first render, so that render paints the page.
 */
export async function prepareFirstPaint(matches: readonly { readonly route: RouteObject }[]): Promise<void> {
  await Promise.all(
    matches.flatMap(({ route }) => {
      const handle = route.handle as FirstPaintHandle | undefined;
      return handle === undefined ? [] : [handle.prepare()];
    }),
  );
}
