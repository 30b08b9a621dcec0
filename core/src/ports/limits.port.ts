import type { ApiFailure } from '../errors/api-failure.ts';
import type { LimitChange, LimitsChange } from '../limits/limits-change.ts';
import type { Result } from '../shared/result.ts';

/** Responsible-gaming limits of the logged-in customer (account-and-session.md §7, all private). */
export interface LimitsPort {
  /**
   * Accepts or refuses the pending adjustments of a RESPONSIBLE_GAMING_CHANGES_APPLY notification
   * (POST responsibleGaming/adjustment/confirm?uniqueIds={ids}&confirmed={bool}); the contract's body is
   * the notification's data, so the port takes all of it: `change.uniqueIds` and `change.limits`.
   */
  confirmAdjustment(change: LimitsChange, confirmed: boolean): Promise<Result<void, ApiFailure>>;
  /** The customer's limit adjustments still waiting to apply (GET customers/{customerId}/responsibleGaming). */
  loadPendingLimits(customerId: number): Promise<Result<readonly LimitChange[], ApiFailure>>;
}
export const LimitsPort = Symbol('LimitsPort');
