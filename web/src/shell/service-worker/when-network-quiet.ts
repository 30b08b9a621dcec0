/** What `whenNetworkQuiet` needs of a window: its timers and the Resource Timing observer. */
export type NetworkQuietScope = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  readonly PerformanceObserver: typeof PerformanceObserver;
};

/**
 * Calls `done` once, when no resource of the page has finished loading for `quietMs`, counted from
 * now and from each resource that finishes meanwhile (Resource Timing). Work that must not compete
 * with the first screen (the service worker and the app it precaches) waits for the first screen's
 * downloads to end, on a slow network as on a fast one, instead of a fixed time after the load event.
 */
export function whenNetworkQuiet(quietMs: number, done: () => void, scope: NetworkQuietScope = window): void {
  let timer = 0;
  const observer = new scope.PerformanceObserver(() => {
    restart();
  });
  function restart(): void {
    scope.clearTimeout(timer);
    timer = scope.setTimeout(() => {
      observer.disconnect();
      done();
    }, quietMs);
  }
  observer.observe({ type: 'resource' });
  restart();
}
