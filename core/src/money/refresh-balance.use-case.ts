import type { ApiFailure } from '../errors/api-failure.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { Result } from '../shared/result.ts';
import type { Balance } from './balance.ts';

/**
 * The logged-in player's balance asked again (account-and-session.md §7 GET customers/balances),
 * after something that moved money: a withdrawal, a deposit's result, a claimed bonus.
 */
export class RefreshBalanceUseCase {
  readonly #customer: CustomerPort;

  constructor(customer: CustomerPort) {
    this.#customer = customer;
  }

  execute(): Promise<Result<Balance, ApiFailure>> {
    return this.#customer.getBalance();
  }
}
