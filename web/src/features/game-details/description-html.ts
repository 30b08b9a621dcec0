import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** The formatting a game's description may keep; anything else is dropped (its text kept, if any). */
export const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4'] as const;

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

const CONFIG: Config = {
  ALLOWED_TAGS: [...DESCRIPTION_TAGS],
  // Only a link's address: no style, class, id, event handler, data-* or aria-* attribute survives.
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
};

/** Whether `href` is an absolute http or https address (a relative or protocol-relative one is not). */
const isWebAddress = (href: string): boolean => {
  try {
    return WEB_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
};

let purifier: DOMPurify | null = null;

/**
 * This feature's own DOMPurify instance: the link hook below must not change how another feature
 * sanitises its HTML through the shared default instance.
 */
function descriptionPurifier(): DOMPurify {
  if (purifier !== null) return purifier;
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !isWebAddress(href)) {
      node.removeAttribute('href');
      return;
    }
    // Another site opens in a new tab, which gets no handle on this page and no referrer.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = purify;
  return purify;
}

/**
 * A game's description (untrusted HTML from the content team, games-and-content.md §7 Games) reduced
 * to basic formatting: paragraphs, line breaks, strong and emphasis, lists, h3 and h4, and links to
 * http or https addresses (opened in a new tab, `rel="noopener noreferrer"`). Scripts, images,
 * styles, event handlers and every other attribute are removed; a link to any other scheme
 * (javascript:, data:, …) keeps its text but loses its address.
 */
export const sanitizeDescriptionHtml = (html: string): string => descriptionPurifier().sanitize(html, CONFIG);
