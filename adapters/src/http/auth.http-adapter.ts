import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { AuthPort, Credentials } from '@lv-casino/core/session/auth.port.ts';
import type { SessionTokens } from '@lv-casino/core/session/user.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { toSessionTokens } from './auth.mapper.ts';
import { call, noContent } from './call.ts';

/** AuthPort over POST login (public) and POST logout (private). It does not store the tokens it gets. */
export class AuthHttpAdapter implements AuthPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  login(credentials: Credentials): Promise<Result<SessionTokens, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v2/customerfacing/login', {
          body: {
            username: credentials.username,
            password: credentials.password,
            rememberme: credentials.rememberMe,
            credentialCheck: credentials.credentialCheck,
          },
        }),
      toSessionTokens,
    );
  }

  logout(): Promise<Result<void, ApiFailure>> {
    return call(() => this.#client.POST('/api/v2/customerfacing/logout'), noContent);
  }
}
