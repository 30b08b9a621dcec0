import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import { formErrors } from '../session/form-errors.ts';
import { normalisePostalCode } from './address.rule.ts';
import type { PersonalData } from './profile.ts';
import { createAddressSchema, type AddressValues } from './profile.schema.ts';
import { profileRefusal, type ProfileSaveOutcome } from './profile-refusal.rule.ts';

/**
 * The address of the personal data (POST customers/personalData): checked first (address and city
 * required, a Latvian postal code), then sent trimmed with the postal code normalised (`1010` →
 * `LV-1010`). Every refusal (57 bad customer data) shows for the form. The answer is the personal
 * data after the change.
 */
export class UpdateAddressUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  async execute(values: AddressValues): Promise<ProfileSaveOutcome<PersonalData>> {
    const errors = formErrors(createAddressSchema(), values);
    if (errors !== null) return { kind: 'invalid', errors };
    const result = await this.#profile.updatePersonalData({
      address: values.address.trim(),
      city: values.city.trim(),
      postalCode: normalisePostalCode(values.postalCode),
    });
    return result.ok
      ? { kind: 'saved', value: result.value }
      : { kind: 'refused', refusal: profileRefusal(result.error, this.#errors, {}) };
  }
}
