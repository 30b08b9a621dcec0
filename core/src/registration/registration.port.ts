import type { ApiFailure } from '../errors/api-failure.ts';
import type { RegistrationPayload } from '../registration/registration-payload.rule.ts';
import type { UniqueField } from '../registration/registration-settings.ts';
import type { Result } from '../shared/result.ts';

/** Registration calls (account-and-session.md §7 Registration and account). */
export interface RegistrationPort {
  /**
   * POST customers/register?captchaVerified=true. Answers the register response's token:
   * `<accessToken>;<refreshToken>` (account-and-session.md §3 Register response).
   */
  register(payload: RegistrationPayload): Promise<Result<string, ApiFailure>>;
  /**
   * POST customers/register/instantor/register: the same registration through the intermediate
   * (Instantor) flow, offered only when instantorEnabled; answers like `register`.
   */
  registerWithInstantor(payload: RegistrationPayload): Promise<Result<string, ApiFailure>>;
  /**
   * POST customers/register/field/validateUnique: whether no other account uses `value` for `field`
   * (true: free to use). For mobilePhone the value is the code followed by the number.
   */
  validateUnique(field: UniqueField, value: string): Promise<Result<boolean, ApiFailure>>;
}
export const RegistrationPort = Symbol('RegistrationPort');
