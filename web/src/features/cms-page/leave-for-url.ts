/**
 * Container token of how a CMS page leaves for another site (an unpublished page whose redirect is a
 * URL). The module binds the browser's unless a test bound its own first.
 */
export const LeaveForUrl = Symbol('LeaveForUrl');
export type LeaveForUrl = (url: string) => void;

/** The browser's: the other site replaces this page in the history, so Back does not bounce. */
export const replaceLocation: LeaveForUrl = (url) => {
  window.location.replace(url);
};
