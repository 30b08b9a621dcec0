import type { ActivityPort } from '../activity/activity.port.ts';
import type { ActivityGranularity, ActivitySummary } from '../activity/activity.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import { ok, type Result } from '../shared/result.ts';
import { createActivitySummary } from './activity.builder.ts';

/**
 * An ActivityPort whose answer per granularity is set by the test (by default the monthly builder's
 * summary, with the granularity asked); records the granularities asked, in order.
 */
export class FakeActivityPort implements ActivityPort {
  results: Partial<Record<ActivityGranularity, Result<ActivitySummary, ApiFailure>>> = {};
  readonly calls: ActivityGranularity[] = [];

  getActivitySummary(granularity: ActivityGranularity): Promise<Result<ActivitySummary, ApiFailure>> {
    this.calls.push(granularity);
    return Promise.resolve(this.results[granularity] ?? ok(createActivitySummary({ granularity })));
  }
}
