import type { ApiFailure } from '../errors/api-failure.ts';
import type { WithdrawPort } from '../withdraw/withdraw.port.ts';
import { ok, type Result } from '../shared/result.ts';
import type { Withdrawal, WithdrawalRequest, WithdrawMethod } from '../withdraw/withdraw.ts';
import { createWithdrawal, createWithdrawMethods } from './withdraw.builder.ts';

/**
 * A WithdrawPort whose answers are set by the test (anna's methods by default; a request answers a
 * PENDING withdrawal of the amount asked for, a cancel the same withdrawal CANCELLED); records every
 * call in order. `hold()` keeps the next answers back until `release()`.
 */
export class FakeWithdrawPort implements WithdrawPort {
  methods: Result<readonly WithdrawMethod[], ApiFailure> = ok(createWithdrawMethods());
  /** Null: a PENDING withdrawal of the request's method and amount. */
  requestResult: Result<Withdrawal, ApiFailure> | null = null;
  /** Null: the withdrawal CANCELLED. */
  cancelResult: Result<Withdrawal, ApiFailure> | null = null;
  readonly calls: (
    | { readonly call: 'getWithdrawMethods' }
    | { readonly call: 'requestWithdrawal'; readonly request: WithdrawalRequest }
    | { readonly call: 'cancelWithdrawal'; readonly withdrawalId: number }
  )[] = [];
  #held: Promise<void> | null = null;
  #release: () => void = () => undefined;

  /** Answers no call until `release()`: for what shows while a call is under way. */
  hold(): void {
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    this.#held = null;
    this.#release();
  }

  async getWithdrawMethods(): Promise<Result<readonly WithdrawMethod[], ApiFailure>> {
    this.calls.push({ call: 'getWithdrawMethods' });
    await this.#held;
    return this.methods;
  }

  async requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal, ApiFailure>> {
    this.calls.push({ call: 'requestWithdrawal', request });
    await this.#held;
    return this.requestResult ?? ok(createWithdrawal({ methodId: request.methodId, amount: request.amount }));
  }

  async cancelWithdrawal(withdrawalId: number): Promise<Result<Withdrawal, ApiFailure>> {
    this.calls.push({ call: 'cancelWithdrawal', withdrawalId });
    await this.#held;
    return this.cancelResult ?? ok(createWithdrawal({ withdrawalId, status: 'CANCELLED' }));
  }
}
