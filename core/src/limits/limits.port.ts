import type { ApiFailure } from '../errors/api-failure.ts';
import type { LimitChange, LimitsChange } from '../limits/limits-change.ts';
import type { LimitSettingsUpdate, LimitValue, ResponsibleGamingSettings } from '../limits/limit-settings.ts';
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
  /**
   * Everything of the limits tab (GET customers/{customerId}/responsibleGaming): limits in force with
   * their use, pending adjustments, self-exclusion, timeout and the reality-check interval.
   */
  loadSettings(customerId: number): Promise<Result<ResponsibleGamingSettings, ApiFailure>>;
  /** The label's default limits (GET customers/gaming/responsibleGaming/limits/default). */
  loadDefaults(): Promise<Result<readonly LimitValue[], ApiFailure>>;
  /**
   * Sets and removes limits (POST customers/responsibleGaming/settings); answers the settings after
   * the change. Failures: 4 when limits are off, 57 bad data, 66 cooling off.
   */
  updateSettings(update: LimitSettingsUpdate): Promise<Result<ResponsibleGamingSettings, ApiFailure>>;
}
export const LimitsPort = Symbol('LimitsPort');
