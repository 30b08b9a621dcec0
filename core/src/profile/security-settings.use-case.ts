import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import type { SecuritySettings } from './profile.ts';
import { profileRefusal, type ProfileLoadOutcome, type ProfileSaveOutcome } from './profile-refusal.rule.ts';

/**
 * The security sub-area (GET and POST customers/securitySettings): two-factor login by SMS and login
 * notifications. Saving answers the settings as the server now has them; a refusal is the form's.
 */
export class SecuritySettingsUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  async load(): Promise<ProfileLoadOutcome<SecuritySettings>> {
    const result = await this.#profile.getSecuritySettings();
    return result.ok
      ? { kind: 'loaded', value: result.value }
      : { kind: 'failed', error: describeFailure(result.error, this.#errors) };
  }

  async save(settings: SecuritySettings): Promise<ProfileSaveOutcome<SecuritySettings>> {
    const result = await this.#profile.updateSecuritySettings(settings);
    return result.ok
      ? { kind: 'saved', value: result.value }
      : { kind: 'refused', refusal: profileRefusal(result.error, this.#errors, {}) };
  }
}
