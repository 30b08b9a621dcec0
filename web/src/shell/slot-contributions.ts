import slots from 'virtual:feature-manifests/slots';
import type { FeatureName, SlotContributions } from '../kernel/registry.ts';

/*
 * What fills the slots (a logged-in player's account badges and session clock, the mega menu's live
 * chat), from the features' manifests (their `slots`): only loaders, each a chunk loaded when a screen
 * first shows its slot.
 */

export type SlotName = keyof SlotContributions;

/** A slot's feature and loader. */
export interface SlotFeature<Name extends SlotName> {
  readonly owner: FeatureName;
  readonly load: NonNullable<SlotContributions[Name]>;
}

/** The feature that fills `slot`, or null when none does (the slot then shows nothing). */
export function slotFeature<Name extends SlotName>(slot: Name): SlotFeature<Name> | null {
  for (const [owner, contributions] of slots) {
    const load = contributions[slot];
    if (load !== undefined) return { owner, load };
  }
  return null;
}
