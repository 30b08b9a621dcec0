import type { RegistrationPort } from '../registration/registration.port.ts';
import { registrationErrorKey } from './registration.schema.ts';
import type { RegistrationSettings, UniqueField } from './registration-settings.ts';

export type UniquenessOutcome =
  /** The field is not in registrationUniqueFields (or empty): nothing was asked. */
  | { readonly kind: 'not-checked' }
  | { readonly kind: 'unique' }
  /** Another account uses the value; `messageKey` is `registration.error.<field>.taken`. */
  | { readonly kind: 'taken'; readonly messageKey: string }
  /** The check failed; the form does not block on it (the register call checks again). */
  | { readonly kind: 'unavailable' };

/**
 * The server's uniqueness check of a registration field (account-and-session.md §5, §7), only for the
 * fields listed in registrationUniqueFields. Run it after the field's own rules pass (debounced).
 */
export class CheckUniqueFieldUseCase {
  readonly #registration: RegistrationPort;

  constructor(registration: RegistrationPort) {
    this.#registration = registration;
  }

  /** @param value for mobilePhone, the code followed by the number (`fullPhoneNumber`). */
  async execute(
    field: UniqueField,
    value: string,
    settings: RegistrationSettings,
  ): Promise<UniquenessOutcome> {
    if (!settings.uniqueFields.includes(field) || value === '') return { kind: 'not-checked' };
    const result = await this.#registration.validateUnique(field, value);
    if (!result.ok) return { kind: 'unavailable' };
    return result.value
      ? { kind: 'unique' }
      : { kind: 'taken', messageKey: registrationErrorKey(field, 'taken') };
  }
}
