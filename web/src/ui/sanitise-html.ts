import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * What a piece of server-provided HTML may keep. Anything else is dropped (its text kept, if any);
 * of the attributes only a link's address survives.
 */
export interface HtmlPolicy {
  /** The elements kept. */
  readonly tags: readonly string[];
  /**
   * Whether a link to a path of this site (`/lv/promotions`) keeps its address, opening in the same
   * tab; when false only http and https addresses survive. Either way an absolute address opens in
   * a new tab with `rel="noopener noreferrer"`.
   */
  readonly sitePaths: boolean;
}

/** Basic formatting, links to other sites only: a game's description (games-and-content.md §7 Games). */
export const BASIC_FORMATTING: HtmlPolicy = {
  tags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  sitePaths: false,
};

/**
 * CMS content (content blocks, pages): headings of every level, text formatting, lists, quotes and
 * tables, links to other sites and to paths of this one. No images, media, forms or styles.
 */
export const CMS_CONTENT: HtmlPolicy = {
  tags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'div', 'span'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'ul', 'ol', 'li', 'a'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  sitePaths: true,
};

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** An origin no address of a page can have: site paths are resolved against it to prove they stay. */
const SITE = 'https://site.invalid';

/** Whether `href` is an absolute http or https address (a relative or protocol-relative one is not). */
const isWebAddress = (href: string): boolean => {
  try {
    return WEB_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
};

/**
 * Whether `href` is a path of this site: it starts with one `/` and, resolved as a browser resolves
 * it (`/\evil.example` and `/\t/evil.example` are other hosts), stays on the page's own origin.
 */
export const isSitePath = (href: string): boolean => {
  if (!href.startsWith('/')) return false;
  try {
    return new URL(href, SITE).origin === SITE;
  } catch {
    return false;
  }
};

const configOf = (policy: HtmlPolicy): Config => ({
  ALLOWED_TAGS: [...policy.tags],
  // Only a link's address: no style, class, id, event handler, data-* or aria-* attribute survives.
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // A first filter; the hook below decides what an address is.
  ALLOWED_URI_REGEXP: policy.sitePaths ? /^(?:https?:\/\/|\/)/i : /^https?:\/\//i,
});

/**
 * One DOMPurify instance per policy, each with its own link hook: a hook on the shared default
 * instance would change how every other user of DOMPurify sanitises.
 */
const purifiers = new Map<HtmlPolicy, DOMPurify>();

function purifierOf(policy: HtmlPolicy): DOMPurify {
  const known = purifiers.get(policy);
  if (known !== undefined) return known;
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && policy.sitePaths && isSitePath(href)) return;
    if (href === null || !isWebAddress(href)) {
      node.removeAttribute('href');
      return;
    }
    // Another site opens in a new tab, which gets no handle on this page and no referrer.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifiers.set(policy, purify);
  return purify;
}

/**
 * Untrusted HTML from the content team reduced to what `policy` keeps. Scripts, images, styles,
 * event handlers and every attribute but a link's address are removed; a link to any other scheme
 * (javascript:, data:, mailto:, …) keeps its text but loses its address.
 */
export const sanitiseHtml = (html: string, policy: HtmlPolicy): string =>
  purifierOf(policy).sanitize(html, configOf(policy));
