import type { CookiePort } from '@lv-casino/core/shared/cookie.port.ts';

/** What the adapter uses of a Document: its cookies and whether the page is served over https. */
export interface CookieDocument {
  cookie: string;
  readonly location: { readonly protocol: string } | null;
}

export interface DocumentCookiePortOptions {
  /** The document whose cookies are read and written; defaults to `globalThis.document`. */
  readonly document?: CookieDocument;
}

/** decodeURIComponent, or the text as it is when it holds a broken escape (a cookie someone else set). */
const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * CookiePort over `document.cookie` (e.g. the affiliate btag cookie, games-and-content.md §4). Names
 * and values are URI-encoded; a cookie is written for the whole site (path=/) with max-age in
 * seconds, SameSite=Lax, and Secure when the page is served over https.
 */
export class DocumentCookiePort implements CookiePort {
  readonly #document: CookieDocument;

  constructor(options: DocumentCookiePortOptions = {}) {
    this.#document = options.document ?? globalThis.document;
  }

  read(name: string): string | null {
    const wanted = encodeURIComponent(name);
    for (const pair of this.#document.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator === -1) continue;
      if (pair.slice(0, separator).trim() === wanted) return decoded(pair.slice(separator + 1).trim());
    }
    return null;
  }

  write(name: string, value: string, options: { readonly maxAgeSeconds: number }): void {
    const attributes = [
      `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
      'path=/',
      `max-age=${String(Math.floor(options.maxAgeSeconds))}`,
      'SameSite=Lax',
    ];
    if (this.#document.location?.protocol === 'https:') attributes.push('Secure');
    this.#document.cookie = attributes.join('; ');
  }
}
