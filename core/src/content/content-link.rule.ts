/**
 * Where a CMS link leads: a link that looks like a URL or a domain is external; anything else is a
 * page under the current language (games-and-content.md §2 CMS page states, footer links).
 * `url` always carries a scheme; `path` is language-relative and starts with one `/`.
 */
export type LinkTarget =
  { readonly kind: 'external'; readonly url: string } | { readonly kind: 'internal'; readonly path: string };

const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const PROTOCOL_RELATIVE = /^\/\//;
/** host.tld with an alphabetic top-level domain, optionally followed by a port, path, query or hash. */
const DOMAIN = /^(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/** Whether a link looks like a URL (has a scheme or starts with //) or a domain (example.lv/x). */
export const looksLikeUrl = (link: string): boolean => {
  const value = link.trim();
  return WITH_SCHEME.test(value) || PROTOCOL_RELATIVE.test(value) || DOMAIN.test(value);
};

/** Where a CMS link leads; a domain without a scheme is opened over https. */
export function linkTarget(link: string): LinkTarget {
  const value = link.trim();
  if (WITH_SCHEME.test(value)) return { kind: 'external', url: value };
  if (PROTOCOL_RELATIVE.test(value)) return { kind: 'external', url: `https:${value}` };
  if (DOMAIN.test(value)) return { kind: 'external', url: `https://${value}` };
  return { kind: 'internal', path: `/${value.replace(/^\/+/, '')}` };
}
