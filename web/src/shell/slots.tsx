import { lazy, Suspense, type ComponentType, type FunctionComponent } from 'react';
import type { Slots } from '../kernel/slots.ts';

/**
 * The slot `name`: its view from shell/slot-views.ts, one small chunk for every slot, loaded when a
 * screen first shows one (nothing until then).
 */
function lazySlot(name: keyof Slots): FunctionComponent<object> {
  const View = lazy(async () => ({
    default: (await import('./slot-views.ts'))[name] as ComponentType<object>,
  }));
  return function Slot(props: object) {
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}

/**
 * What fills kernel/slots.ts. A logged-in player's header and profile menu show the badges and the
 * clock, the mega menu the live chat's entry; no first paint shows any of them, so none of it loads
 * with start-up. The slots share one chunk, so that a slot costs the first paint its name alone.
 */
export const shellSlots: Slots = {
  AccountBadge: lazySlot('AccountBadge'),
  SessionClock: lazySlot('SessionClock'),
  LiveChat: lazySlot('LiveChat'),
};
