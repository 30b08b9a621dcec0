import type { FeatureName, Owned } from '../kernel/registry.ts';

/*
 * The features' manifests (features/<name>/<name>.feature.ts), collected one kind at a time through
 * `virtual:feature-manifests/<kind>` (web/build/feature-manifests.plugin.ts), each in the chunk that
 * needs it: first-paint-contributions.ts (routes, header, footer), modals.ts (modals, profile tabs),
 * content-pages.ts, slot-contributions.ts and session-actions.ts (session hooks).
 */

/** What a collector lists: each manifest that exports the kind, with its feature. */
export type Manifests<Contribution> = readonly (readonly [FeatureName, Contribution])[];

/** One kind of contribution from every manifest, each with the feature it came from. */
export function collect<Contribution extends object>(
  manifests: Manifests<readonly Contribution[]>,
): readonly Owned<Contribution>[] {
  return manifests.flatMap(([owner, contributions]) =>
    contributions.map((contribution) => ({ ...contribution, owner })),
  );
}
