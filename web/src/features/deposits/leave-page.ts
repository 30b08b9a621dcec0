/**
 * Container token of how the app leaves for a provider's payment page: a full navigation (the
 * provider returns to a result page). The deposits module binds the browser's unless a test bound its
 * own first.
 */
export const LeavePage = Symbol('LeavePage');
export type LeavePage = (url: string) => void;

/** The browser's: the payment page replaces the app in this tab. */
export const leaveForUrl: LeavePage = (url) => {
  window.location.assign(url);
};
