import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkTarget, looksLikeUrl } from './content-link.rule.ts';

describe('linkTarget', () => {
  it('follows a URL externally', () => {
    expect(linkTarget('https://www.spelesanopietni.lv/')).toEqual({
      kind: 'external',
      url: 'https://www.spelesanopietni.lv/',
    });
  });

  it('opens a bare domain over https', () => {
    expect(linkTarget('www.ecommerce-europe.eu')).toEqual({
      kind: 'external',
      url: 'https://www.ecommerce-europe.eu',
    });
  });

  it('opens a domain with a path over https', () => {
    expect(linkTarget('example.lv/terms')).toEqual({ kind: 'external', url: 'https://example.lv/terms' });
  });

  it('opens a protocol-relative link over https', () => {
    expect(linkTarget('//cdn.example.com/a.pdf')).toEqual({
      kind: 'external',
      url: 'https://cdn.example.com/a.pdf',
    });
  });

  it('treats a slug as a page under the language', () => {
    expect(linkTarget('terms-and-conditions')).toEqual({ kind: 'internal', path: '/terms-and-conditions' });
  });

  it('keeps one leading slash on an internal path', () => {
    expect(linkTarget('/help/faq')).toEqual({ kind: 'internal', path: '/help/faq' });
  });

  it('does not read a file-like slug without a top-level domain as a domain', () => {
    expect(looksLikeUrl('page.1')).toBe(false);
  });

  it('always gives an external URL with a scheme or an internal path with one leading slash', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.domain(), fc.webSegment()), (link) => {
        const target = linkTarget(link);
        if (target.kind === 'external') expect(target.url).toMatch(/^[a-z][a-z0-9+.-]*:\/\//i);
        else expect(target.path).toMatch(/^\/(?!\/)/);
        expect(target.kind === 'external').toBe(looksLikeUrl(link));
      }),
      { numRuns: 1000 },
    );
  }, 20_000);

  it('reads every web URL and domain as external', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.domain()), (link) => {
        expect(linkTarget(link).kind).toBe('external');
      }),
      { numRuns: 1000 },
    );
  }, 20_000);
});
