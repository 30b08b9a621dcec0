/**
 * The browser's location: the one way web leaves the page, rewrites its history entry or loads it
 * again. Features take it from the container (`BrowserLocationToken`), bound by their modules to the
 * browser's (`bindBrowserLocation`) unless the tests bound their recording fake
 * (testing/fake-browser-location.ts) first.
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
  /**
   * Calls `listener` once when this page, after it was left, is shown again from the browser's
   * back-forward cache (Back or Forward to it: `pageshow` with `persisted`). Such a page runs none of
   * its code again and shows what it showed when it left; a page loaded again instead starts afresh,
   * without the listener.
   */
  readonly whenRestored: (listener: () => void) => void;
  /** Loads the page again (a new version, a chunk that could not load). */
  readonly reload: () => void;
  /** Whether the page runs in a parent frame (the operator's phone app frames the site). */
  readonly framed: () => boolean;
  /** Sends the parent frame's page to `url`, so the whole app shows it. */
  readonly leaveParentFor: (url: string) => void;
}

export const BrowserLocationToken = Symbol('BrowserLocation');

/** The browser's own location and history. */
export const browserLocation: BrowserLocation = {
  origin: () => window.location.origin,
  href: () => window.location.href,
  leaveFor: (url) => {
    window.location.assign(url);
  },
  replaceWith: (url) => {
    window.location.replace(url);
  },
  rewriteEntry: (url) => {
    window.history.replaceState(window.history.state, '', url);
  },
  whenRestored: (listener) => {
    const shown = (event: PageTransitionEvent): void => {
      if (!event.persisted) return;
      window.removeEventListener('pageshow', shown);
      listener();
    };
    window.addEventListener('pageshow', shown);
  },
  reload: () => {
    window.location.reload();
  },
  framed: () => window.parent !== window,
  leaveParentFor: (url) => {
    window.parent.location.assign(url);
  },
};

/**
 * Binds the browser's location unless something bound one first (the tests' fake ports do). Called by
 * the modules of the features that leave the page, so the first paint carries none of it.
 */
export function bindBrowserLocation({
  bind,
  isBound,
}: {
  readonly bind: (token: symbol) => { toConstantValue: (value: BrowserLocation) => unknown };
  readonly isBound: (token: symbol) => boolean;
}): void {
  if (!isBound(BrowserLocationToken)) bind(BrowserLocationToken).toConstantValue(browserLocation);
}
