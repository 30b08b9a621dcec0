import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { DepositCancelPort } from './deposit-cancel.port.ts';
import type { KycStatus } from '../session/user.ts';
import { parseQuery } from '../routing/query-string.rule.ts';
import { depositResultPage, type DepositResultPage } from './deposit-result-page.rule.ts';
import { resolveDepositResult } from './deposit-result.rule.ts';

export interface DepositResultInput {
  readonly pathname: string;
  /** Query string of the location, with or without the leading `?`. */
  readonly search: string;
  readonly kycVerified: KycStatus;
}

export type DepositResultOutcome =
  | {
      readonly kind: 'result';
      readonly page: DepositResultPage;
      /** Why marking the transaction cancelled failed; null when it was not needed or succeeded. */
      readonly cancelError: ErrorDescriptor | null;
    }
  /** The location is not a deposit result page (the normal routes apply). */
  | { readonly kind: 'none' };

/**
 * A deposit result page (games-and-content.md §2 Deposit screens): its type from the path and the
 * provider's return query, what it shows, and for a cancel type with a paymentTransactionId the call
 * that marks the transaction cancelled.
 */
export class DepositResultUseCase {
  readonly #cancels: DepositCancelPort;
  readonly #errors: ErrorCatalogue;

  constructor(cancels: DepositCancelPort, errors: ErrorCatalogue) {
    this.#cancels = cancels;
    this.#errors = errors;
  }

  async execute(input: DepositResultInput): Promise<DepositResultOutcome> {
    const type = resolveDepositResult(input.pathname, input.search);
    if (type === null) return { kind: 'none' };
    const page = depositResultPage(type, input.kycVerified);
    const transactionId = parseQuery(input.search).get('paymentTransactionId') ?? '';
    if (page.icon !== 'cancel' || transactionId === '') return { kind: 'result', page, cancelError: null };

    const cancelled = await this.#cancels.cancelTransaction(transactionId);
    const cancelError = cancelled.ok ? null : describeFailure(cancelled.error, this.#errors);
    return { kind: 'result', page, cancelError };
  }
}
