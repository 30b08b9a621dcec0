import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCmsPage } from '../testing/cms-page.builder.ts';
import { cmsSlugOf, resolveCmsPage } from './cms-page.rule.ts';

const toNotFound = { kind: 'navigate', intent: { kind: 'navigate', to: { name: 'not-found' } } };

describe('resolveCmsPage', () => {
  it('shows a published page', () => {
    const page = createCmsPage();
    expect(resolveCmsPage(page)).toEqual({ kind: 'show', page });
  });

  it('goes to /404 when no page has the slug', () => {
    expect(resolveCmsPage(null)).toEqual(toNotFound);
  });

  it('goes to /404 when the fetch failed', () => {
    expect(resolveCmsPage(undefined)).toEqual(toNotFound);
  });

  it('follows a URL-looking redirect of an unpublished page externally', () => {
    const page = createCmsPage({
      status: 'NOT_PUBLISHED',
      redirectLinkWhenNotPublished: 'https://example.lv/x',
    });
    expect(resolveCmsPage(page)).toEqual({ kind: 'external', url: 'https://example.lv/x' });
  });

  it('sends any other redirect of an unpublished page to the path under the language', () => {
    const page = createCmsPage({ status: 'NOT_PUBLISHED', redirectLinkWhenNotPublished: 'promotions' });
    expect(resolveCmsPage(page)).toEqual({
      kind: 'navigate',
      intent: { kind: 'navigate', to: { name: 'page', path: '/promotions' } },
    });
  });

  it('goes to /404 for an unpublished page without a redirect', () => {
    expect(resolveCmsPage(createCmsPage({ status: 'NOT_PUBLISHED' }))).toEqual(toNotFound);
  });

  it('goes to /404 for an unpublished page with a blank redirect', () => {
    expect(
      resolveCmsPage(createCmsPage({ status: 'NOT_PUBLISHED', redirectLinkWhenNotPublished: ' ' })),
    ).toEqual(toNotFound);
  });

  it('ignores the redirect of a published page', () => {
    const page = createCmsPage({ redirectLinkWhenNotPublished: 'https://example.lv' });
    expect(resolveCmsPage(page).kind).toBe('show');
  });
});

describe('cmsSlugOf', () => {
  it('reads the path without its slashes', () => {
    expect(cmsSlugOf('/terms-and-conditions/')).toBe('terms-and-conditions');
  });

  it('gives null for the empty path', () => {
    expect(cmsSlugOf('/')).toBeNull();
  });

  it('never keeps a slash at either end', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        const slug = cmsSlugOf(rest);
        if (slug !== null) expect(slug.startsWith('/') || slug.endsWith('/')).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
