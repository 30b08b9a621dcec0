import { describe, expect, it } from 'vitest';
import { hasLeftColumn, isSystemPage } from './system-pages.ts';

describe('isSystemPage', () => {
  it.each([
    'casino',
    'home',
    'live-casino',
    'promotions',
    'sport-betting',
    'live-sport-betting',
    'virtual-sports',
    'help',
  ])('knows %s', (slug) => {
    expect(isSystemPage(slug)).toBe(true);
  });

  it('reads any other slug as a CMS page', () => {
    expect(isSystemPage('about-us')).toBe(false);
  });
});

describe('hasLeftColumn', () => {
  it('gives the casino a left column', () => {
    expect(hasLeftColumn('live-casino')).toBe(true);
  });

  it('gives promotions none', () => {
    expect(hasLeftColumn('promotions')).toBe(false);
  });
});
