import type { ApiFailure } from '../errors/api-failure.ts';
import type { LifetimeStatistics } from '../lifetime-statistics/lifetime-statistics.ts';
import type { LifetimeStatisticsPort } from '../lifetime-statistics/lifetime-statistics.port.ts';
import { ok, type Result } from '../shared/result.ts';
import { createLifetimeStatistics } from './lifetime-statistics.builder.ts';

/** A LifetimeStatisticsPort whose answer is set by the test (anna's statistics by default); counts calls. */
export class FakeLifetimeStatisticsPort implements LifetimeStatisticsPort {
  result: Result<LifetimeStatistics, ApiFailure> = ok(createLifetimeStatistics());
  calls = 0;

  getLifetimeStatistics(): Promise<Result<LifetimeStatistics, ApiFailure>> {
    this.calls += 1;
    return Promise.resolve(this.result);
  }
}
