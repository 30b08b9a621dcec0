import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as a transition renders it: a new value shows once React has rendered it at a transition's
 * priority, in slices between which the browser paints and answers input. A MobX store's change
 * renders at once and in one task otherwise (its observers subscribe with useSyncExternalStore, which
 * never renders in slices), so a list that arrives from a store is a long task on a phone.
 *
 * React's useDeferredValue does the same, but runs about 1.2 kB more of React's code the first time
 * (its own lanes and interrupted renders), which the lobby's start-up budget has no room for; this
 * uses the transition the app's first render already runs. Each change renders twice: once at once
 * (with the value shown so far) and once in the transition.
 *
 * @param initial what shows first (default: `value`): a list that may be there already when its view
 *   mounts can start empty, so that it too renders in slices, after the view's first paint.
 */
export function useTransitionValue<T>(value: T, initial: T = value): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    startTransition(() => {
      setShown(value);
    });
  }, [value]);
  return shown;
}
