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

function only<C>(found: readonly C[], what: string): C {
  const [first, ...others] = found;
  if (first === undefined || others.length > 0)
    throw new Error(`expected one ${what}, found ${found.length}`);
  return first;
}

export const modalEntryOf = (
  owner: FeatureName,
  modals: readonly ModalContribution[],
  name: ModalName,
): ModalEntry => ({
  ...only(
    modals.filter((entry) => entry.modal === name),
    `modal ${name}`,
  ),
  owner,
});

export const tabEntryOf = (
  owner: FeatureName,
  tabs: readonly ProfileTabContribution[],
  tab: ProfileTabContribution['tab'],
): ProfileTabEntry => ({
  ...only(
    tabs.filter((entry) => entry.tab === tab),
    `tab ${tab}`,
  ),
  owner,
});

export const routeEntryOf = (
  owner: FeatureName,
  routes: readonly RouteContribution[],
  path: string,
): RouteEntry => ({
  ...only(
    routes.filter((entry) => entry.path === path),
    `route ${path}`,
  ),
  owner,
});
