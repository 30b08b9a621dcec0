import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import type { PersonalData } from './profile.ts';
import type { ProfileLoadOutcome } from './profile-refusal.rule.ts';

/** The personal data the my-profile tab shows and edits (its contact details and its address). */
export class LoadPersonalDataUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  async execute(): Promise<ProfileLoadOutcome<PersonalData>> {
    const result = await this.#profile.getPersonalData();
    return result.ok
      ? { kind: 'loaded', value: result.value }
      : { kind: 'failed', error: describeFailure(result.error, this.#errors) };
  }
}
