import { describe, expect, it } from 'vitest';
import { robotsMeta } from './robots.rule.ts';

describe('robotsMeta', () => {
  it('indexes public pages on the live site', () => {
    expect(robotsMeta({ isPrivate: false }, 'live')).toBe('index,follow');
  });

  it('hides public pages in the test setup', () => {
    expect(robotsMeta({ isPrivate: false }, 'test')).toBe('noindex,nofollow');
  });

  it('hides private pages on the live site', () => {
    expect(robotsMeta({ isPrivate: true }, 'live')).toBe('noindex,nofollow');
  });
});
