import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useInjection } from '../kernel/container-context.ts';
import { useLazyFeature } from '../kernel/lazy-feature.ts';
import type { FeatureLoad, SlotContributions } from '../kernel/registry.ts';
import { SessionStore } from '../kernel/session.store.ts';
import { slotFeature, type SlotName } from './slot-contributions.ts';

/** The props a slot's view takes, from its loader's type. */
type SlotProps<Name extends SlotName> =
  NonNullable<SlotContributions[Name]> extends FeatureLoad<infer Props extends object> ? Props : never;

/**
 * The view that fills `slot`: the view of the feature whose manifest fills it, itself a chunk loaded
 * when the slot first shows; nothing when no feature fills it, and with `sessionOnly` nothing for a
 * visitor (the chunk then loads with a session, never for a visitor).
 */
export function slotView<Name extends SlotName>(
  slot: Name,
  { sessionOnly }: { readonly sessionOnly: boolean },
): ComponentType<SlotProps<Name>> {
  const filled = slotFeature(slot);

  function Loaded(props: SlotProps<Name>) {
    // Only rendered when a feature fills the slot (below).
    const { owner, load } = filled as NonNullable<typeof filled>;
    return useLazyFeature(owner, load as FeatureLoad<SlotProps<Name>>, props);
  }

  return observer(function SlotView(props: SlotProps<Name>) {
    const session = useInjection(SessionStore);
    return filled !== null && (!sessionOnly || session.isLoggedIn) ? <Loaded {...props} /> : null;
  });
}
