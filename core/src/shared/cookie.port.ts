/** The browser's cookies of the site, as core needs them. */
export interface CookiePort {
  /** The value of the cookie, or null when it is not set. */
  read(name: string): string | null;
  /**
   * Sets the cookie on the site's root path.
   * @param options.maxAgeSeconds lifetime of the cookie in seconds.
   */
  write(name: string, value: string, options: { readonly maxAgeSeconds: number }): void;
}
export const CookiePort = Symbol('CookiePort');
