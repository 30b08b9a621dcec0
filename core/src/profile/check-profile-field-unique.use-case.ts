import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import type { UniqueField } from '../registration/registration-settings.ts';
import type { UniquenessOutcome } from '../registration/check-unique-field.use-case.ts';
import type { ProfileUniqueField } from './profile.ts';
import { PROFILE_CODES } from './profile-codes.ts';

/** The code the server refuses a value another account uses with: 13 e-mail exists, 115 phone. */
const TAKEN_CODE: Readonly<Record<ProfileUniqueField, number>> = {
  email: PROFILE_CODES.EMAIL_EXISTS,
  mobilePhone: PROFILE_CODES.DUPLICATE_MOBILE_PHONE,
};

/**
 * The server's uniqueness check of a profile field (account-and-session.md §5: uniqueness of profile
 * fields is checked by a server call), only for fields listed in registrationUniqueFields and for a
 * value that passed the field's own rules. A taken value shows the text of the code saving it would
 * bring (13, 115); a failed check does not block the form (saving checks again).
 */
export class CheckProfileFieldUniqueUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  /**
   * @param value for mobilePhone, the calling code followed by the number.
   * @param uniqueFields the fields of registrationUniqueFields (RegistrationSettings.uniqueFields).
   */
  async execute(
    field: ProfileUniqueField,
    value: string,
    uniqueFields: readonly UniqueField[],
  ): Promise<UniquenessOutcome> {
    if (!uniqueFields.includes(field) || value === '') return { kind: 'not-checked' };
    const result = await this.#profile.validateUnique(field, value);
    if (!result.ok) return { kind: 'unavailable' };
    return result.value
      ? { kind: 'unique' }
      : { kind: 'taken', messageKey: this.#errors.describe(TAKEN_CODE[field]).messageKey };
  }
}
