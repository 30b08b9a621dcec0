import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { DepositAmount, DepositRedirect, DepositSmsChallenge } from './deposit-payment.ts';

/**
 * A1 mobile billing (games-and-content.md §7 Deposits, private): an SMS code first, then the deposit
 * with the code the player typed.
 */
export interface SmsDepositPort {
  /** GET deposit/a1/2fa/init?amount [initA1TwoFactor]: sends the SMS code. */
  sendA1Code(amount: number): Promise<Result<DepositSmsChallenge, ApiFailure>>;
  /** GET deposit/a1/init?amount&depositCode&verificationCode [initA1Deposit]; a wrong code is 82. */
  initA1Deposit(
    request: DepositAmount & { readonly verificationCode: string },
  ): Promise<Result<DepositRedirect, ApiFailure>>;
}
export const SmsDepositPort = Symbol('SmsDepositPort');
