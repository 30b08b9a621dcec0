/**
 * The adapters of player protection (the reality check, limits, self-exclusion and timeout), loaded
 * together: one chunk for the web, loaded with the first call of either of them.
 */
export { ExclusionHttpAdapter } from './exclusion.http-adapter.ts';
export { LimitsHttpAdapter } from './limits.http-adapter.ts';
export { RealityCheckHttpAdapter } from './reality-check.http-adapter.ts';
/** The reality-check timer's store (session storage), needed with the same session: in the same chunk. */
export { SessionStorageRealityTimerStore } from '../browser/session-storage.reality-timer-store.ts';
