import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { LifetimeStatisticsPort } from '../lifetime-statistics/lifetime-statistics.port.ts';
import type { ProfileLoadOutcome } from '../profile/profile-refusal.rule.ts';
import type { LifetimeStatistics } from './lifetime-statistics.ts';

/** The player's lifetime statistics, or the catalogue entry of why they could not be read. */
export class LoadLifetimeStatisticsUseCase {
  readonly #statistics: LifetimeStatisticsPort;
  readonly #errors: ErrorCatalogue;

  constructor(statistics: LifetimeStatisticsPort, errors: ErrorCatalogue) {
    this.#statistics = statistics;
    this.#errors = errors;
  }

  async execute(): Promise<ProfileLoadOutcome<LifetimeStatistics>> {
    const statistics = await this.#statistics.getLifetimeStatistics();
    return statistics.ok
      ? { kind: 'loaded', value: statistics.value }
      : { kind: 'failed', error: describeFailure(statistics.error, this.#errors) };
  }
}
