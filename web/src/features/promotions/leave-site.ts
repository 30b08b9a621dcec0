/**
 * Container token of how the promotions page leaves for another site (an unpublished promotion whose
 * redirect is a URL). The module binds the browser's unless a test bound its own first.
 */
export const LeaveSite = Symbol('PromotionsLeaveSite');
export type LeaveSite = (url: string) => void;

/** The browser's: the other site replaces this page in the history, so Back does not bounce. */
export const replaceLocation: LeaveSite = (url) => {
  window.location.replace(url);
};
