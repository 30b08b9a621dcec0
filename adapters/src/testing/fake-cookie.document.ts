import type { CookieDocument } from '../browser/document.cookie-port.ts';

/**
 * A document's cookie jar as a browser keeps it: assigning `cookie` sets one cookie from
 * `name=value; attributes` (max-age=0 or less removes it), reading `cookie` answers `name=value` pairs
 * joined by `; `. Every assignment is recorded as written.
 */
export class FakeCookieDocument implements CookieDocument {
  readonly location: { readonly protocol: string };
  readonly assignments: string[] = [];
  readonly #jar = new Map<string, string>();

  constructor(url = 'http://casino.test/lv/casino') {
    this.location = { protocol: new URL(url).protocol };
  }

  get cookie(): string {
    return [...this.#jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(assignment: string) {
    this.assignments.push(assignment);
    const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const maxAge = attributes.find((attribute) => attribute.toLowerCase().startsWith('max-age='));
    if (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0) this.#jar.delete(name);
    else this.#jar.set(name, pair.slice(separator + 1));
  }
}
