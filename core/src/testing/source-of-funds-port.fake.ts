import type { ApiFailure } from '../errors/api-failure.ts';
import type { SourceOfFundsPort } from '../source-of-funds/source-of-funds.port.ts';
import { ok, type Result } from '../shared/result.ts';
import type { SourceOfFundsDeclaration, SourceOfFundsStatus } from '../source-of-funds/source-of-funds.ts';
import { createNoSourceOfFundsDue, createPendingSourceOfFunds } from './source-of-funds.builder.ts';

/**
 * A SourceOfFundsPort whose answers are set by the test (a pending declaration by default); a
 * declaration clears the pending one, as the sandbox does, unless `declareResult` is a failure.
 * Records every declaration. `hold()` keeps the next answers back until `release()`.
 */
export class FakeSourceOfFundsPort implements SourceOfFundsPort {
  status: Result<SourceOfFundsStatus, ApiFailure> = ok(createPendingSourceOfFunds());
  declareResult: Result<void, ApiFailure> = ok(undefined);
  readonly declarations: SourceOfFundsDeclaration[] = [];
  #held: Promise<void> | null = null;
  #release: () => void = () => undefined;

  hold(): void {
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    this.#held = null;
    this.#release();
  }

  async getStatus(): Promise<Result<SourceOfFundsStatus, ApiFailure>> {
    await this.#held;
    return this.status;
  }

  async declare(declaration: SourceOfFundsDeclaration): Promise<Result<void, ApiFailure>> {
    this.declarations.push(declaration);
    await this.#held;
    if (this.declareResult.ok) this.status = ok(createNoSourceOfFundsDue());
    return this.declareResult;
  }
}
