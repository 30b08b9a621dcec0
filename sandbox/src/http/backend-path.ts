/** Paths the web build never owns: they answer JSON (or a WebSocket), never index.html. */
export function isBackendPath(path: string): boolean {
  return /^\/(api|ws|__sandbox)(\/|$)/.test(path);
}
