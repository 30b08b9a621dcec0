import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';

/** The reality-check calls of the logged-in customer (account-and-session.md §7 Reality check, private). */
export interface RealityCheckPort {
  /** Tells the server the popup opened (POST customers/realilycheck/acknowledge/popup/shown). */
  popupShown(): Promise<Result<void, ApiFailure>>;
  /** The player acknowledged the popup (POST customers/realityckeck/acknowledge); returns the new counter. */
  acknowledge(): Promise<Result<{ readonly acknowledgeCounter: number }, ApiFailure>>;
  /** Marks a popup closed without acknowledgement (its countdown ran out while no logout applies). */
  markClosed(): Promise<Result<void, ApiFailure>>;
  /** Sets the minutes of play between reality checks (POST customers/realitycheck/update?interval=, 1-1440). */
  updateInterval(minutes: number): Promise<Result<void, ApiFailure>>;
}
export const RealityCheckPort = Symbol('RealityCheckPort');
