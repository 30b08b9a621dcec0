import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import type {
  FeatureName,
  ModalContribution,
  ModalEntry,
  ProfileTabContribution,
  ProfileTabEntry,
  RouteContribution,
  RouteEntry,
} from '../kernel/registry.ts';

/*
 * A feature's contribution from its manifest, with its owner, as the shell would collect it: for
 * tests that render one modal, tab or page of a feature without the whole registry.
 */

/** The one contribution of `contributions` that `matches`, with its owner; throws on none or several. */
function entryOf<C>(
  owner: FeatureName,
  contributions: readonly C[],
  matches: (contribution: C) => boolean,
  what: string,
): C & { readonly owner: FeatureName } {
  const found = contributions.filter(matches);
  const [first, ...others] = found;
  if (first === undefined || others.length > 0)
    throw new Error(`expected one ${what}, found ${found.length}`);
  return { ...first, owner };
}

export const modalEntryOf = (
  owner: FeatureName,
  modals: readonly ModalContribution[],
  name: ModalName,
): ModalEntry => entryOf(owner, modals, (entry) => entry.modal === name, `modal ${name}`);

export const tabEntryOf = (
  owner: FeatureName,
  tabs: readonly ProfileTabContribution[],
  tab: ProfileTabContribution['tab'],
): ProfileTabEntry => entryOf(owner, tabs, (entry) => entry.tab === tab, `tab ${tab}`);

export const routeEntryOf = (
  owner: FeatureName,
  routes: readonly RouteContribution[],
  path: string,
): RouteEntry => entryOf(owner, routes, (entry) => entry.path === path, `route ${path}`);
