import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { Balance } from '../money/balance.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { RegistrationPort } from '../registration/registration.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { User } from '../session/user.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import { buildRegistrationPayload, type RegistrationContext } from './registration-payload.rule.ts';
import type { RegistrationSettings } from './registration-settings.ts';
import { registrationRefusalOf, type FieldRefusal } from './registration-refusal.rule.ts';
import { parseRegistrationToken } from './registration-token.rule.ts';
import type { RegistrationValues } from './registration-values.ts';

/** The success screen: the register modal stays open with success=true in the URL. */
export const REGISTRATION_SUCCESS: NavigationIntent = {
  kind: 'open-modal',
  modal: 'register',
  params: { success: 'true' },
};

/**
 * How a registration is sent: the register modal's standard call, or the intermediate-register
 * modal's Instantor flow (offered only when instantorEnabled; account-and-session.md §2, §7).
 */
export type RegistrationFlow = 'standard' | 'instantor';

/** The success screen of the modal the registration was made in. */
const successOf = (flow: RegistrationFlow): NavigationIntent =>
  flow === 'standard'
    ? REGISTRATION_SUCCESS
    : { kind: 'open-modal', modal: 'intermediate-register', params: { success: 'true' } };

export type RegisterOutcome =
  | {
      readonly kind: 'registered';
      /** The session of the auto-login; null when auto-login is off or could not complete. */
      readonly session: { readonly user: User; readonly balance: Balance | null } | null;
      readonly next: NavigationIntent;
      /** REGISTRATION_COMPLETED, then LOGIN when auto-logged in. */
      readonly events: readonly DomainEvent[];
    }
  | {
      readonly kind: 'failed';
      /** The code's message, for the form's error block. */
      readonly error: ErrorDescriptor;
      /** The field the refusal is about, its step and message; null when it is about no single field. */
      readonly refusal: FieldRefusal | null;
    };

/**
 * Submits a validated registration form (account-and-session.md §4 Registration). Success shows the
 * success screen; with registrationAutoLoginEnabled the tokens of the response are stored and the
 * customer fetched (a failed customer call clears them again: registered, not logged in). Failure
 * describes the returned errorCode for the form's error block and, when the refusal is about one field,
 * names that field, its step and its message; the form keeps its values.
 */
export class RegisterUseCase {
  readonly #registration: RegistrationPort;
  readonly #tokens: TokenStorePort;
  readonly #customer: CustomerPort;
  readonly #errors: ErrorCatalogue;

  constructor(
    registration: RegistrationPort,
    tokens: TokenStorePort,
    customer: CustomerPort,
    errors: ErrorCatalogue,
  ) {
    this.#registration = registration;
    this.#tokens = tokens;
    this.#customer = customer;
    this.#errors = errors;
  }

  async execute(
    values: RegistrationValues,
    context: RegistrationContext,
    settings: RegistrationSettings,
    flow: RegistrationFlow = 'standard',
  ): Promise<RegisterOutcome> {
    const payload = buildRegistrationPayload(values, context);
    const response =
      flow === 'instantor'
        ? await this.#registration.registerWithInstantor(payload)
        : await this.#registration.register(payload);
    if (!response.ok) {
      const error = describeFailure(response.error, this.#errors);
      return { kind: 'failed', error, refusal: registrationRefusalOf(response.error, values) };
    }
    const session = settings.autoLoginEnabled ? await this.#logIn(response.value) : null;
    const events: DomainEvent[] = [{ kind: 'REGISTRATION_COMPLETED', autoLogin: session !== null }];
    if (session !== null) events.push({ kind: 'LOGIN', userId: session.user.id });
    return { kind: 'registered', session, next: successOf(flow), events };
  }

  async #logIn(token: string): Promise<{ user: User; balance: Balance | null } | null> {
    const tokens = parseRegistrationToken(token);
    if (tokens === null) return null;
    this.#tokens.write(tokens);
    const [user, balance] = await Promise.all([
      this.#customer.getCurrentCustomer(),
      this.#customer.getBalance(),
    ]);
    if (!user.ok) {
      this.#tokens.clear();
      return null;
    }
    return { user: user.value, balance: balance.ok ? balance.value : null };
  }
}
