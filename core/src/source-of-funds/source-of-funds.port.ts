import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { SourceOfFundsDeclaration, SourceOfFundsStatus } from '../source-of-funds/source-of-funds.ts';

/** The source-of-funds declaration of the logged-in customer (account-and-session.md §7; private). */
export interface SourceOfFundsPort {
  /** GET sourceOfFunds/pending-declaration: whether a declaration is due, and by when. */
  getStatus(): Promise<Result<SourceOfFundsStatus, ApiFailure>>;
  /** POST sourceOfFunds/declare (204): records it and clears the pending one (57 bad customer data). */
  declare(declaration: SourceOfFundsDeclaration): Promise<Result<void, ApiFailure>>;
}
export const SourceOfFundsPort = Symbol('SourceOfFundsPort');
