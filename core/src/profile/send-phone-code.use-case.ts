import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import { fullPhoneNumber } from '../registration/phone.rule.ts';
import { formErrors } from '../session/form-errors.ts';
import type { PhoneToVerify } from './profile.ts';
import { createPhoneSchema, type PhoneValues } from './profile.schema.ts';
import { PHONE_REFUSALS, profileRefusal, type ProfileSaveOutcome } from './profile-refusal.rule.ts';

/**
 * The first step of a new mobile phone (POST customers/smsVerification/mobilePhone/profileUpdate):
 * the number is checked by the §5 phone rules under its calling code, then a code goes to it by SMS.
 * 115 (another account has it) and 57 show by the number; the SMS problems (80, 81, 83, 84, 95) for
 * the form. The answer is the phone to confirm with the code.
 */
export class SendPhoneCodeUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  async execute(values: PhoneValues): Promise<ProfileSaveOutcome<PhoneToVerify>> {
    const errors = formErrors(createPhoneSchema(), values);
    if (errors !== null) return { kind: 'invalid', errors };
    const phone: PhoneToVerify = {
      mobilePhone: fullPhoneNumber(values.mobilePhoneCode, values.mobilePhone),
      mobilePhoneCode: values.mobilePhoneCode,
    };
    const result = await this.#profile.sendPhoneCode(phone);
    return result.ok
      ? { kind: 'saved', value: phone }
      : { kind: 'refused', refusal: profileRefusal(result.error, this.#errors, PHONE_REFUSALS) };
  }
}
