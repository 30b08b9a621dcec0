/**
 * Container token of the loader of the reality-check timer's store (browser storage): an adapter the
 * platform module loads with the first session (with the other player-protection adapters), not in
 * the first paint.
 */
export const RealityTimerStoreLoader = Symbol('RealityTimerStoreLoader');
