import { describe, expect, it } from 'vitest';
import { contentRouteOf } from './content-route.rule.ts';

describe('contentRouteOf', () => {
  it.each([
    ['/promotions', { kind: 'promotions', segment: null }],
    ['/promotions/casino', { kind: 'promotions', segment: 'casino' }],
    ['/promotions/vasaras-turnirs/', { kind: 'promotions', segment: 'vasaras-turnirs' }],
  ])('reads %s as the promotions', (rest, route) => {
    expect(contentRouteOf(rest)).toEqual(route);
  });

  it.each([
    ['/sport-betting', 'prelive'],
    ['/sport-betting-live', 'live'],
    ['/sport-betting-virtuals/', 'virtuals'],
  ])('reads %s as the sportsbook in the %s version', (rest, version) => {
    expect(contentRouteOf(rest)).toEqual({ kind: 'sportsbook', version });
  });

  it('reads /unsubscribe as the unsubscribe page', () => {
    expect(contentRouteOf('/unsubscribe')).toEqual({ kind: 'unsubscribe' });
  });

  it.each([
    ['/help', 'help'],
    ['/help/buj', 'buj'],
  ])('reads %s as the help page of slug %s', (rest, slug) => {
    expect(contentRouteOf(rest)).toEqual({ kind: 'cms', slug, layout: 'help' });
  });

  it.each([
    ['/landing', 'landing'],
    ['/landing/sveiciena-bonuss', 'sveiciena-bonuss'],
  ])('reads %s as the landing page of slug %s', (rest, slug) => {
    expect(contentRouteOf(rest)).toEqual({ kind: 'cms', slug, layout: 'landing' });
  });

  it('reads any other path as the CMS page of its slug', () => {
    expect(contentRouteOf('/noteikumi-un-nosacijumi')).toEqual({
      kind: 'cms',
      slug: 'noteikumi-un-nosacijumi',
      layout: 'page',
    });
  });

  it('reads a deeper path as one slug', () => {
    expect(contentRouteOf('/promotions/a/b')).toEqual({
      kind: 'cms',
      slug: 'promotions/a/b',
      layout: 'page',
    });
  });

  it('finds nothing to look up for the empty path', () => {
    expect(contentRouteOf('/')).toEqual({ kind: 'not-found' });
  });

  it('does not read a page whose name only starts like a sportsbook page as one', () => {
    expect(contentRouteOf('/sport-betting-tips')).toMatchObject({ kind: 'cms', slug: 'sport-betting-tips' });
  });
});
