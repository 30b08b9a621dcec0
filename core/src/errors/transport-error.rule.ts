/** The generic transport errors of the HTTP client (account-and-session.md §8 HTTP and transport). */
export type TransportErrorKind = 'aborted' | 'network' | 'timeout' | 'unsupported-protocol';

/** The messages of each kind: a function, so that an app builds them when a call first fails, not as it starts. */
const patterns = (): readonly (readonly [RegExp, TransportErrorKind])[] => [
  [/request aborted|AbortError/i, 'aborted'],
  [/timeout.*exceeded|TimeoutError/i, 'timeout'],
  [/unsupported protocol|URL scheme .* is not supported/i, 'unsupported-protocol'],
  // Axios says Network Error; fetch rejects with a TypeError: Chromium "Failed to fetch", Firefox
  // "NetworkError when attempting to fetch resource.", Safari "Load failed".
  [/network ?error|failed to fetch|load failed/i, 'network'],
];

/**
 * The kind of a transport error from its message (Request aborted, Network Error, timeout of …ms
 * exceeded, Unsupported protocol …, and the fetch API's AbortError, TimeoutError and TypeError
 * texts), or null for any other message. Every kind resolves to the
 * general error -1 (describeFailure of a `transport` ApiFailure).
 */
export const transportErrorKind = (message: string): TransportErrorKind | null =>
  patterns().find(([pattern]) => pattern.test(message))?.[1] ?? null;

/** Time a script chunk may take to load before it fails with a ChunkLoadError (ms). */
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;

/** Whether an error thrown while loading the app is a failed script chunk load. */
export const isChunkLoadError = (error: { readonly name?: string; readonly message?: string }): boolean =>
  error.name === 'ChunkLoadError' ||
  /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    error.message ?? '',
  );

/**
 * What the app does with an error thrown while rendering a route: a failed chunk load means a new
 * version replaced the old scripts, so the new-version modal (Refresh Now) opens; anything else shows
 * the router's Unexpected Application Error page.
 */
export const applicationErrorReaction = (error: {
  readonly name?: string;
  readonly message?: string;
}):
  | { readonly kind: 'open-modal'; readonly modal: 'new-version-modal' }
  | { readonly kind: 'unexpected-error' } =>
  isChunkLoadError(error) ? { kind: 'open-modal', modal: 'new-version-modal' } : { kind: 'unexpected-error' };
