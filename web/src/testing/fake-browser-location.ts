import type { BrowserLocation } from '../kernel/browser-location.ts';

/** A BrowserLocation that records where the app would have gone, and leaves nothing. */
export class FakeBrowserLocation implements BrowserLocation {
  /** Every `leaveFor` (kept in the history), in order. */
  readonly left: string[] = [];
  /** Every `replaceWith` (in place of this page), in order. */
  readonly replaced: string[] = [];
  /** Every `leaveParentFor`, in order. */
  readonly parentLeft: string[] = [];
  reloads = 0;
  /** The `whenRestored` listeners not called yet. */
  readonly #restoreListeners: (() => void)[] = [];
  /** Whether the page plays being framed. */
  isFramed = false;

  readonly origin = (): string => window.location.origin;
  readonly href = (): string => window.location.href;
  readonly leaveFor = (url: string): void => {
    this.left.push(url);
  };
  readonly replaceWith = (url: string): void => {
    this.replaced.push(url);
  };
  readonly rewriteEntry = (url: string): void => {
    window.history.replaceState(window.history.state, '', url);
  };
  readonly whenRestored = (listener: () => void): void => {
    this.#restoreListeners.push(listener);
  };
  /** Plays the page shown again from the back-forward cache: each waiting listener is called once. */
  restore(): void {
    for (const listener of this.#restoreListeners.splice(0)) listener();
  }
  readonly reload = (): void => {
    this.reloads += 1;
  };
  readonly framed = (): boolean => this.isFramed;
  readonly leaveParentFor = (url: string): void => {
    this.parentLeft.push(url);
  };
}
