import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, useMemo } from 'react';

/** The inversify container of the running app (the composition root), provided at the top of the tree. */
export const ContainerContext = createContext<Container | null>(null);

/**
 * The service bound to `token` in the app's container. Classes are their own typed tokens; port
 * Symbols need the type argument: `useInjection<AuthPort>(AuthPort)`.
 */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  return useMemo(() => {
    if (container === null) throw new Error('useInjection needs a ContainerContext provider above it');
    return container.get<T>(token);
  }, [container, token]);
}
