import { useEffect } from 'react';

/**
 * A page's path as its canonical path: without a trailing slash (`/lv/casino/` is `/lv/casino`). The
 * query (`?modal=…`, `?btag=…`) is never part of it: a pathname has none.
 */
export const canonicalPathOf = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/**
 * Makes `href` the document's one `<link rel="canonical">` (any other is removed): a path of the site
 * (`/lv/casino`) becomes absolute on the site's origin, an absolute address (a CMS page's own) stays as
 * it is. Null removes it.
 */
export function setCanonicalLink(href: string | null): void {
  const [link, ...others] = document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
  for (const other of others) other.remove();
  if (href === null) {
    link?.remove();
    return;
  }
  const element = link ?? document.createElement('link');
  element.rel = 'canonical';
  element.href = new URL(href, document.baseURI).href;
  if (link === undefined) document.head.append(element);
}

/**
 * The page's canonical address while the calling page shows, replaced when `href` changes and removed
 * when the page goes: a path of the site or an absolute address; null for a page that must have none
 * (removes one left); undefined while the page does not know yet (changes nothing). One attribute after
 * the page paints: cheap enough for the first paint's lobby.
 */
export function useCanonicalLink(href: string | null | undefined): void {
  useEffect(() => {
    if (href === undefined) return;
    setCanonicalLink(href);
    return () => {
      setCanonicalLink(null);
    };
  }, [href]);
}
