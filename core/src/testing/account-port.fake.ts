import type { ApiFailure } from '../errors/api-failure.ts';
import type { AccountPort, ActivationKey, PasswordReset } from '../account/account.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { Language } from '../routing/language.ts';
import { ok, type Result } from '../shared/result.ts';
import { answerPrivateCall } from './private-call.ts';

export interface FakeAccountPortOptions {
  /** When given, the private calls fail with 401 errorCode 3 while no tokens are stored. */
  readonly tokens?: TokenStorePort;
}

/** An AccountPort whose answers are set by the test (all succeed by default); records every call. */
export class FakeAccountPort implements AccountPort {
  acceptTermsResult: Result<void, ApiFailure> = ok(undefined);
  activateResult: Result<void, ApiFailure> = ok(undefined);
  forgotPasswordResult: Result<void, ApiFailure> = ok(undefined);
  resetPasswordResult: Result<void, ApiFailure> = ok(undefined);
  updateLanguageResult: Result<void, ApiFailure> = ok(undefined);
  acceptTermsCount = 0;
  readonly activateCalls: ActivationKey[] = [];
  readonly forgotPasswordCalls: string[] = [];
  readonly resetPasswordCalls: PasswordReset[] = [];
  readonly updateLanguageCalls: Language[] = [];
  readonly #tokens: TokenStorePort | undefined;

  constructor(options: FakeAccountPortOptions = {}) {
    this.#tokens = options.tokens;
  }

  acceptTermsAndConditions(): Promise<Result<void, ApiFailure>> {
    this.acceptTermsCount += 1;
    return answerPrivateCall(this.#tokens, this.acceptTermsResult);
  }

  activate(key: ActivationKey): Promise<Result<void, ApiFailure>> {
    this.activateCalls.push(key);
    return Promise.resolve(this.activateResult);
  }

  forgotPassword(username: string): Promise<Result<void, ApiFailure>> {
    this.forgotPasswordCalls.push(username);
    return Promise.resolve(this.forgotPasswordResult);
  }

  resetPassword(reset: PasswordReset): Promise<Result<void, ApiFailure>> {
    this.resetPasswordCalls.push(reset);
    return Promise.resolve(this.resetPasswordResult);
  }

  updateLanguage(lang: Language): Promise<Result<void, ApiFailure>> {
    this.updateLanguageCalls.push(lang);
    return answerPrivateCall(this.#tokens, this.updateLanguageResult);
  }
}
