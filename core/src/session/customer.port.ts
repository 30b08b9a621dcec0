import type { ApiFailure } from '../errors/api-failure.ts';
import type { Balance } from '../money/balance.ts';
import type { User } from '../session/user.ts';
import type { Result } from '../shared/result.ts';

export interface CustomerPort {
  getCurrentCustomer(): Promise<Result<User, ApiFailure>>;
  getBalance(): Promise<Result<Balance, ApiFailure>>;
}
export const CustomerPort = Symbol('CustomerPort');
