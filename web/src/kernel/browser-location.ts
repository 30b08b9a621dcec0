/**
 * The browser's location: the one way web leaves the page, rewrites its history entry or loads it
 * again. Features and the shell take it from the container (`BrowserLocationToken`); the platform
 * module binds the browser's (`browserLocationOf`), the tests a recording fake
 * (testing/fake-browser-location.ts).
 */
export interface BrowserLocation {
  /** `https://host:port` of the page. */
  readonly origin: () => string;
  /** The page's full address. */
  readonly href: () => string;
  /** Leaves for `url`, kept in the history: a provider's payment page, which returns to a result page. */
  readonly leaveFor: (url: string) => void;
  /** Leaves for `url` in place of this page in the history, so Back does not bounce back to it. */
  readonly replaceWith: (url: string) => void;
  /** Rewrites this page's own history entry (what Back or a reload shows), without leaving. */
  readonly rewriteEntry: (url: string) => void;
  /** Loads the page again (a new version, a chunk that could not load). */
  readonly reload: () => void;
}

export const BrowserLocationToken = Symbol('BrowserLocation');

/** The browser's own location and history. */
export function browserLocationOf(window: Window): BrowserLocation {
  const { location, history } = window;
  return {
    origin: () => location.origin,
    href: () => location.href,
    leaveFor: (url) => {
      location.assign(url);
    },
    replaceWith: (url) => {
      location.replace(url);
    },
    rewriteEntry: (url) => {
      history.replaceState(history.state, '', url);
    },
    reload: () => {
      location.reload();
    },
  };
}
