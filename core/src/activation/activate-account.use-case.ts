import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { AccountPort, ActivationKey } from '../account/account.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';

/** Message ids of the activation modal's success screen (designed). */
export const ACTIVATION_SUCCESS_KEYS = {
  title: 'activation.success.title',
  message: 'activation.success.message',
};

/** The catalogue code shown when the link lacks its username or activation key: invalid key. */
export const MISSING_KEY_CODE = 8;

export type ActivateAccountOutcome =
  | {
      /** Code 0: title, message and a login button (the login modal). */
      readonly kind: 'activated';
      readonly code: 0;
      readonly titleKey: string;
      readonly messageKey: string;
      readonly next: NavigationIntent;
    }
  | {
      /** The text of the code (an unknown code is -1) and a back-to-home button. */
      readonly kind: 'failed';
      readonly error: ErrorDescriptor;
      readonly next: NavigationIntent;
    };

/**
 * Activation by the e-mailed link (account-and-session.md §4 Activation): the modal opens with the
 * link's username and activationKey; code 0 is success, any other code shows its catalogue text and
 * a code the catalogue does not know falls back to -1. A link without both values is an invalid key.
 */
export class ActivateAccountUseCase {
  readonly #account: AccountPort;
  readonly #errors: ErrorCatalogue;

  constructor(account: AccountPort, errors: ErrorCatalogue) {
    this.#account = account;
    this.#errors = errors;
  }

  async execute(key: ActivationKey): Promise<ActivateAccountOutcome> {
    const home: NavigationIntent = { kind: 'navigate', to: { name: 'home' } };
    if (key.username.trim() === '' || key.activationKey.trim() === '') {
      return { kind: 'failed', error: this.#errors.describe(MISSING_KEY_CODE), next: home };
    }
    const result = await this.#account.activate(key);
    if (!result.ok) return { kind: 'failed', error: describeFailure(result.error, this.#errors), next: home };
    return {
      kind: 'activated',
      code: 0,
      titleKey: ACTIVATION_SUCCESS_KEYS.title,
      messageKey: ACTIVATION_SUCCESS_KEYS.message,
      next: { kind: 'open-modal', modal: 'login' },
    };
  }
}
