import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';

/** The inversify container of the running app (the composition root), provided at the top of the tree. */
export const ContainerContext = createContext<Container | null>(null);

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('This hook needs a ContainerContext provider above it');
  return container;
}

/**
 * An app-wide service bound in the app's container. Classes are their own typed tokens; port Symbols
 * need the type argument: `useInjection<AuthPort>(AuthPort)`.
 */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContainer();
  return useMemo(() => container.get<T>(token), [container, token]);
}

/**
 * A store that lives as long as a screen (a modal, a page, a tab): `activate` when the screen mounts
 * (start timers, subscriptions), `dispose` when it unmounts (release them). `activate` may follow
 * `dispose` (React's StrictMode mounts twice).
 */
export interface ScreenStore {
  activate?(): void;
  dispose?(): void;
}

/**
 * A per-screen store: a new instance of `token` (bound transient by its feature's module) for each
 * mount of the calling screen, activated on mount and disposed on unmount.
 */
export function useScreenStore<T>(token: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [store] = useState(() => container.get<T>(token));
  useEffect(() => {
    const lifecycle = store as ScreenStore;
    lifecycle.activate?.();
    return () => {
      lifecycle.dispose?.();
    };
  }, [store]);
  return store;
}
