import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { WithdrawPort } from '../withdraw/withdraw.port.ts';
import type { WithdrawMethod } from './withdraw.ts';
import { WITHDRAW_CODES } from './withdraw-codes.ts';
import { withdrawRefusal, type WithdrawRefusal } from './withdraw-refusal.rule.ts';

export type LoadWithdrawMethodsOutcome =
  | { readonly kind: 'ready'; readonly methods: readonly WithdrawMethod[] }
  /** The player cannot withdraw now: no methods (35), identity not verified (91), frozen (69), … */
  | { readonly kind: 'unavailable'; readonly refusal: WithdrawRefusal }
  /** The call failed (server fault, no connection): worth another try. */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The methods of the withdraw tab. An empty list is the same as the server's 35 (no withdraw
 * methods). A failure whose catalogue action is the error modal (the general error, a server fault,
 * no connection) can be retried; any other code says why the player cannot withdraw.
 */
export class LoadWithdrawMethodsUseCase {
  readonly #withdrawals: WithdrawPort;
  readonly #errors: ErrorCatalogue;

  constructor(withdrawals: WithdrawPort, errors: ErrorCatalogue) {
    this.#withdrawals = withdrawals;
    this.#errors = errors;
  }

  async execute(): Promise<LoadWithdrawMethodsOutcome> {
    const methods = await this.#withdrawals.getWithdrawMethods();
    if (methods.ok && methods.value.length > 0) return { kind: 'ready', methods: methods.value };
    const failure = methods.ok
      ? { kind: 'api' as const, errorCode: WITHDRAW_CODES.NO_WITHDRAW_METHODS, httpStatus: 200 }
      : methods.error;
    const refusal = withdrawRefusal(failure, this.#errors);
    return refusal.error.clientAction === 'open-error-modal'
      ? { kind: 'failed', error: refusal.error }
      : { kind: 'unavailable', refusal };
  }
}
