import type { ApiFailure } from '../errors/api-failure.ts';
import type { SmartIdAuthentication, SmartIdPort } from '../smart-id/smart-id.port.ts';
import { ok, type Result } from '../shared/result.ts';

/**
 * A SmartIdPort the test drives: generateVerificationCode answers `codeResult`; each authenticate
 * call answers the next of `authenticateResults`, then `pending` forever. Records every call.
 */
export class FakeSmartIdPort implements SmartIdPort {
  codeResult: Result<{ readonly verificationCode: string }, ApiFailure> = ok({ verificationCode: '4821' });
  authenticateResults: Result<SmartIdAuthentication, ApiFailure>[] = [];
  readonly codeCalls: string[] = [];
  readonly authenticateCalls: string[] = [];

  generateVerificationCode(
    personalNumber: string,
  ): Promise<Result<{ readonly verificationCode: string }, ApiFailure>> {
    this.codeCalls.push(personalNumber);
    return Promise.resolve(this.codeResult);
  }

  authenticate(personalNumber: string): Promise<Result<SmartIdAuthentication, ApiFailure>> {
    this.authenticateCalls.push(personalNumber);
    return Promise.resolve(this.authenticateResults.shift() ?? ok({ status: 'pending' }));
  }
}
