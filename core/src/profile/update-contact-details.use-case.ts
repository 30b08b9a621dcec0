import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
import type { User } from '../session/user.ts';
import { formErrors } from '../session/form-errors.ts';
import { createContactSchema, type ContactValues } from './profile.schema.ts';
import { CONTACT_REFUSALS, profileRefusal, type ProfileSaveOutcome } from './profile-refusal.rule.ts';

/**
 * The contact details of the my-profile sub-area (POST customers/update): the e-mail is checked by
 * the §5 rules first, then saved; 13 (e-mail exists) and 56 show by the e-mail. The customer the
 * server answers is what the session shows from then on.
 */
export class UpdateContactDetailsUseCase {
  readonly #profile: ProfilePort;
  readonly #errors: ErrorCatalogue;

  constructor(profile: ProfilePort, errors: ErrorCatalogue) {
    this.#profile = profile;
    this.#errors = errors;
  }

  async execute(values: ContactValues): Promise<ProfileSaveOutcome<User>> {
    const errors = formErrors(createContactSchema(), values);
    if (errors !== null) return { kind: 'invalid', errors };
    const result = await this.#profile.updateCustomer({ email: values.email });
    return result.ok
      ? { kind: 'saved', value: result.value }
      : { kind: 'refused', refusal: profileRefusal(result.error, this.#errors, CONTACT_REFUSALS) };
  }
}
