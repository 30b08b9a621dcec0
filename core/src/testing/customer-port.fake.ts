import type { ApiFailure } from '../errors/api-failure.ts';
import type { Balance } from '../money/balance.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { User } from '../session/user.ts';
import { ok, type Result } from '../shared/result.ts';
import { createBalance } from './balance.builder.ts';
import { answerPrivateCall } from './private-call.ts';
import { createUser } from './user.builder.ts';

export interface FakeCustomerPortOptions {
  /** When given, every call (all private) fails with 401 errorCode 3 while no tokens are stored. */
  readonly tokens?: TokenStorePort;
}

/** A CustomerPort whose answers are set by the test; records every call. */
export class FakeCustomerPort implements CustomerPort {
  user: Result<User, ApiFailure> = ok(createUser());
  balance: Result<Balance, ApiFailure> = ok(createBalance());
  readonly calls: ('getCurrentCustomer' | 'getBalance')[] = [];
  readonly #tokens: TokenStorePort | undefined;

  constructor(options: FakeCustomerPortOptions = {}) {
    this.#tokens = options.tokens;
  }

  getCurrentCustomer(): Promise<Result<User, ApiFailure>> {
    this.calls.push('getCurrentCustomer');
    return answerPrivateCall(this.#tokens, this.user);
  }

  getBalance(): Promise<Result<Balance, ApiFailure>> {
    this.calls.push('getBalance');
    return answerPrivateCall(this.#tokens, this.balance);
  }
}
