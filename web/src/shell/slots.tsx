import { lazy, Suspense, type ComponentType } from 'react';
import type { Slots } from '../kernel/slots.ts';

/** A slot whose view is a chunk of its own, loaded when a screen first shows it (nothing meanwhile). */
function lazySlot<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const View = lazy(load);
  return function Slot(props: P) {
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}

/**
 * What fills kernel/slots.ts. Only a logged-in player's header and profile menu show them, so a
 * visitor's first paint carries none of it.
 */
export const shellSlots: Slots = {
  AccountBadge: lazySlot(() => import('./account-badge-slot.tsx')),
  SessionClock: lazySlot(() => import('./session-clock-slot.tsx')),
};
