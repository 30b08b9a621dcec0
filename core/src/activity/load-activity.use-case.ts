import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { LimitValue } from '../limits/limit-settings.ts';
import type { LimitsPort } from '../limits/limits.port.ts';
import type { ActivityPort } from './activity.port.ts';
import type { ActivityGranularity } from './activity.ts';
import { activitySeries, type ActivityView } from './activity-series.rule.ts';

/**
 * Whether the limits are drawn: `shown` (drawn where one is set), `off` (the label has no
 * responsible-gaming limits), `unavailable` (they could not be read: the figures show without them).
 */
export type ActivityLimitsState = 'shown' | 'off' | 'unavailable';

export type ActivityOutcome =
  | { readonly kind: 'loaded'; readonly view: ActivityView; readonly limits: ActivityLimitsState }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

export interface ActivityRequest {
  readonly customerId: number;
  readonly granularity: ActivityGranularity;
  /** responsibleGamingLimitsEnabled of the customer config: when false the limits are not asked for. */
  readonly limitsEnabled: boolean;
}

/**
 * The activity view (safer gambling, the profile's activity tab): the summary of the last 12 months
 * per day, week or month, and the player's limits in force drawn on its series (read with it each
 * time, so a limit changed in the limits tab shows at once); a failure to read the limits leaves the
 * figures without lines.
 */
export class LoadActivityUseCase {
  readonly #activity: ActivityPort;
  readonly #limits: LimitsPort;
  readonly #errors: ErrorCatalogue;

  constructor(activity: ActivityPort, limits: LimitsPort, errors: ErrorCatalogue) {
    this.#activity = activity;
    this.#limits = limits;
    this.#errors = errors;
  }

  async execute(request: ActivityRequest): Promise<ActivityOutcome> {
    const [summary, limits] = await Promise.all([
      this.#activity.getActivitySummary(request.granularity),
      request.limitsEnabled ? this.#readLimits(request.customerId) : Promise.resolve(null),
    ]);
    if (!summary.ok) return { kind: 'failed', error: describeFailure(summary.error, this.#errors) };
    const state: ActivityLimitsState = request.limitsEnabled
      ? limits === null
        ? 'unavailable'
        : 'shown'
      : 'off';
    return { kind: 'loaded', view: activitySeries(summary.value, limits ?? []), limits: state };
  }

  async #readLimits(customerId: number): Promise<readonly LimitValue[] | null> {
    const settings = await this.#limits.loadSettings(customerId);
    return settings.ok ? settings.value.limits : null;
  }
}
