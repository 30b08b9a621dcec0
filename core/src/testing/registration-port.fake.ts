import type { ApiFailure } from '../errors/api-failure.ts';
import type { RegistrationPort } from '../registration/registration.port.ts';
import type { RegistrationPayload } from '../registration/registration-payload.rule.ts';
import type { UniqueField } from '../registration/registration-settings.ts';
import { ok, type Result } from '../shared/result.ts';

/** A RegistrationPort whose answers are set by the test; records every call. */
export class FakeRegistrationPort implements RegistrationPort {
  /** What register answers; defaults to the token string of a fresh token pair. */
  registerResult: Result<string, ApiFailure> = ok('access-new;refresh-new');
  /** Values already taken, by field; validateUnique answers false for them. */
  readonly taken: Partial<Record<UniqueField, readonly string[]>> = {};
  /** When set, validateUnique answers this instead. */
  validateUniqueResult: Result<boolean, ApiFailure> | null = null;
  readonly registerCalls: RegistrationPayload[] = [];
  /** Registrations through the Instantor flow (answered with `registerResult` too). */
  readonly instantorCalls: RegistrationPayload[] = [];
  readonly validateUniqueCalls: { readonly field: UniqueField; readonly value: string }[] = [];

  register(payload: RegistrationPayload): Promise<Result<string, ApiFailure>> {
    this.registerCalls.push(payload);
    return Promise.resolve(this.registerResult);
  }

  registerWithInstantor(payload: RegistrationPayload): Promise<Result<string, ApiFailure>> {
    this.instantorCalls.push(payload);
    return Promise.resolve(this.registerResult);
  }

  validateUnique(field: UniqueField, value: string): Promise<Result<boolean, ApiFailure>> {
    this.validateUniqueCalls.push({ field, value });
    return Promise.resolve(this.validateUniqueResult ?? ok(!(this.taken[field] ?? []).includes(value)));
  }
}
