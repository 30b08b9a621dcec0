import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { ActivityGranularity, ActivitySummary } from './activity.ts';

/** The logged-in player's activity summary (private; the safer-gambling activity view). */
export interface ActivityPort {
  /**
   * GET customers/activity/summary?granularity=…: deposits, withdrawals, net result (minor units) and
   * time played (seconds) per day, week or month over the last 12 months.
   */
  getActivitySummary(granularity: ActivityGranularity): Promise<Result<ActivitySummary, ApiFailure>>;
}
export const ActivityPort = Symbol('ActivityPort');
