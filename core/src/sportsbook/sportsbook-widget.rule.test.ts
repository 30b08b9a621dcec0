import { describe, expect, it } from 'vitest';
import { innerRouteHash, SPORTSBOOK_INNER_ROUTES, widgetVersionOf } from './sportsbook-widget.rule.ts';
import { sportsbookInnerRoute } from '../content/sportsbook.rule.ts';

describe('widgetVersionOf', () => {
  it.each([
    ['prelive', null, 'prelive'],
    ['prelive', 'overview', 'prelive'],
    ['virtuals', 'overview', 'virtuals'],
    ['prelive', 'live', 'live'],
    ['live', 'virtual', 'virtuals'],
  ] as const)('shows %s under %s as %s', (pathVersion, route, version) => {
    expect(widgetVersionOf(pathVersion, route)).toBe(version);
  });
});

describe('innerRouteHash', () => {
  it('is the hash every inner route is read back from', () => {
    expect(SPORTSBOOK_INNER_ROUTES.map((route) => sportsbookInnerRoute(innerRouteHash(route)))).toEqual([
      'overview',
      'live',
      'virtual',
    ]);
  });
});
