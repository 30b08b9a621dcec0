import type { ApiFailure } from '../errors/api-failure.ts';
import type { AuthPort, Credentials } from '../session/auth.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { SessionTokens } from '../session/user.ts';
import { ok, type Result } from '../shared/result.ts';
import { answerPrivateCall } from './private-call.ts';
import { createTokens } from './user.builder.ts';

export interface FakeAuthPortOptions {
  /** When given, logout (a private call) fails with 401 errorCode 3 while no tokens are stored. */
  readonly tokens?: TokenStorePort;
}

/** An AuthPort whose answers are set by the test; records every call. */
export class FakeAuthPort implements AuthPort {
  /** What login answers; defaults to a fresh token pair. */
  loginResult: Result<SessionTokens, ApiFailure> = ok(createTokens());
  logoutResult: Result<void, ApiFailure> = ok(undefined);
  readonly loginCalls: Credentials[] = [];
  /** The access token stored when each logout was called (null: none; undefined: no token store). */
  readonly logoutCalls: { readonly accessToken: string | null | undefined }[] = [];
  readonly #tokens: TokenStorePort | undefined;

  constructor(options: FakeAuthPortOptions = {}) {
    this.#tokens = options.tokens;
  }

  login(credentials: Credentials): Promise<Result<SessionTokens, ApiFailure>> {
    this.loginCalls.push(credentials);
    return Promise.resolve(this.loginResult);
  }

  logout(): Promise<Result<void, ApiFailure>> {
    const accessToken = this.#tokens === undefined ? undefined : (this.#tokens.read()?.accessToken ?? null);
    this.logoutCalls.push({ accessToken });
    return answerPrivateCall(this.#tokens, this.logoutResult);
  }
}
