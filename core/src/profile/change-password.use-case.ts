import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import { formErrors } from '../session/form-errors.ts';
import { createPasswordSchema, type PasswordValues } from './profile.schema.ts';
import { PASSWORD_REFUSALS, profileRefusal, type ProfileSaveOutcome } from './profile-refusal.rule.ts';

/** Who is changing the password and the site's password rule. */
export interface PasswordRules {
  /** The new password must differ from it. */
  readonly username: string;
  /** The compiled registrationPasswordFormat (see registrationSettingsFrom). */
  readonly passwordFormat: RegExp;
}

/**
 * The change-password sub-area (POST customers/changePassword): checked by the §5 password rules
 * first, then sent with the new password twice. 1 shows by the current password, 19 by the repeat,
 * 57 by the new password; any other code for the form. The session stays open.
 */
export class ChangePasswordUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  async execute(values: PasswordValues, rules: PasswordRules): Promise<ProfileSaveOutcome<void>> {
    const errors = formErrors(createPasswordSchema(rules.username, rules.passwordFormat), values);
    if (errors !== null) return { kind: 'invalid', errors };
    const result = await this.#profile.changePassword({
      oldPassword: values.currentPassword,
      newPassword: values.newPassword,
      reNewPassword: values.rePassword,
    });
    return result.ok
      ? { kind: 'saved', value: undefined }
      : { kind: 'refused', refusal: profileRefusal(result.error, this.#errors, PASSWORD_REFUSALS) };
  }
}
