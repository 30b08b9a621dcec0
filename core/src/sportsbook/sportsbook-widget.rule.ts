import type { SportsbookInnerRoute, SportsbookVersion } from '../content/sportsbook.rule.ts';

/** The inner hash routes of a sportsbook page, in the order its tabs show them. */
export const SPORTSBOOK_INNER_ROUTES: readonly SportsbookInnerRoute[] = ['overview', 'live', 'virtual'];

/** The location hash of an inner route (`#/live`). */
export const innerRouteHash = (route: SportsbookInnerRoute): string => `#/${route}`;

/**
 * What the widget shows for the page's version and its inner route: #/live the live events,
 * #/virtual the virtual football, #/overview (or no inner route) the version of the path.
 */
export function widgetVersionOf(
  pathVersion: SportsbookVersion,
  innerRoute: SportsbookInnerRoute | null,
): SportsbookVersion {
  if (innerRoute === 'live') return 'live';
  if (innerRoute === 'virtual') return 'virtuals';
  return pathVersion;
}
