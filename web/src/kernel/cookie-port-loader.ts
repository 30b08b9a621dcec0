/**
 * Container token of the loader of the site's cookies (CookiePort; `document.cookie` in the browser):
 * a chunk of its own, loaded by the first feature that reads or writes a cookie (registration reads the
 * affiliate btag), so the first paint does not carry it.
 */
export const CookiePortLoader = Symbol('CookiePortLoader');
