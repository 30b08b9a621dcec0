/** The reality-check timer as stored across page loads. */
export interface StoredRealityTimer {
  /** Wall-clock start of the current play interval, epoch milliseconds. */
  readonly startedAt: number;
  /** acknowledgeCounter of the last acknowledgement (0 before the first). */
  readonly acknowledgeCounter: number;
  /** Seconds the player had to act, stored while a popup countdown runs; null while counting. */
  readonly secondsToTakeAction: number | null;
}

/** Where the reality-check timer survives a reload (browser storage). Synchronous by design. */
export interface RealityTimerStorePort {
  read(): StoredRealityTimer | null;
  write(timer: StoredRealityTimer): void;
  clear(): void;
}
export const RealityTimerStorePort = Symbol('RealityTimerStorePort');
