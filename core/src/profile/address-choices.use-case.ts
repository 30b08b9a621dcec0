import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import type { Result } from '../shared/result.ts';
import type { Region, Town } from './profile.ts';
import type { ProfileLoadOutcome } from './profile-refusal.rule.ts';

/** The choices of the address form: the regions, then the towns of the region chosen (GET regions, towns). */
export class AddressChoicesUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  async regions(): Promise<ProfileLoadOutcome<readonly Region[]>> {
    return this.#outcome(await this.#profile.getRegions());
  }

  async towns(regionCode: string): Promise<ProfileLoadOutcome<readonly Town[]>> {
    return this.#outcome(await this.#profile.getTowns(regionCode));
  }

  #outcome<T>(result: Result<T, ApiFailure>): ProfileLoadOutcome<T> {
    return result.ok
      ? { kind: 'loaded', value: result.value }
      : { kind: 'failed', error: describeFailure(result.error, this.#errors) };
  }
}
