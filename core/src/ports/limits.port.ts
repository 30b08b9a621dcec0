import type { ApiFailure } from '../errors/api-failure.ts';
import type { LimitChange } from '../limits/limits-change.ts';
import type { Result } from '../shared/result.ts';

/** Responsible-gaming limits of the logged-in customer (account-and-session.md §7, all private). */
export interface LimitsPort {
  /**
   * Accepts or refuses a pending adjustment
   * (POST responsibleGaming/adjustment/confirm?uniqueIds={ids}&confirmed={bool}).
   */
  confirmAdjustment(uniqueIds: readonly string[], confirmed: boolean): Promise<Result<void, ApiFailure>>;
  /** The customer's limit adjustments still waiting to apply (GET customers/{customerId}/responsibleGaming). */
  loadPendingLimits(): Promise<Result<readonly LimitChange[], ApiFailure>>;
}
export const LimitsPort = Symbol('LimitsPort');
