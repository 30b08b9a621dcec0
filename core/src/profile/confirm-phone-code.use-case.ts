import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import { formErrors } from '../session/form-errors.ts';
import { createPhoneCodeSchema, type PhoneCodeValues } from './profile.schema.ts';
import { PHONE_CODE_REFUSALS, profileRefusal, type ProfileSaveOutcome } from './profile-refusal.rule.ts';

/**
 * The second step of a new mobile phone (POST customers/smsVerification/mobilePhone/manually): the
 * code the player typed (4 to 8 digits) confirms the phone, which the server then saves as the
 * profile's. 82 (invalid), 5 (expired) and 48 (used) show by the code; others (84) for the form. The
 * answer is the phone now saved.
 */
export class ConfirmPhoneCodeUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  /** @param mobilePhone the phone the code was sent to (SendPhoneCodeUseCase's answer). */
  async execute(mobilePhone: string, values: PhoneCodeValues): Promise<ProfileSaveOutcome<string>> {
    const errors = formErrors(createPhoneCodeSchema(), values);
    if (errors !== null) return { kind: 'invalid', errors };
    const result = await this.#profile.confirmPhoneCode({
      mobilePhone,
      verificationCode: values.verificationCode.trim(),
    });
    return result.ok
      ? { kind: 'saved', value: mobilePhone }
      : { kind: 'refused', refusal: profileRefusal(result.error, this.#errors, PHONE_CODE_REFUSALS) };
  }
}
