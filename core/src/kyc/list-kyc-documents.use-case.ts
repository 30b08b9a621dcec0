import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { KycPort } from '../kyc/kyc.port.ts';
import type { KycDocument, KycDocumentFilter } from './kyc.ts';

export type ListKycDocumentsOutcome =
  | { readonly kind: 'ready'; readonly documents: readonly KycDocument[] }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The player's documents, newest first: every one (GET customers/{id}/documents, the list of §7), or
 * those in the review states asked for (the documents search).
 */
export class ListKycDocumentsUseCase {
  readonly #kyc: KycPort;
  readonly #errors: ErrorCatalogue;

  constructor(kyc: KycPort, errors: ErrorCatalogue) {
    this.#kyc = kyc;
    this.#errors = errors;
  }

  /** @param customerId the logged-in player's id (User.id). */
  async execute(customerId: number, filter: KycDocumentFilter = {}): Promise<ListKycDocumentsOutcome> {
    const statuses = filter.statuses ?? [];
    const documents =
      statuses.length === 0
        ? await this.#kyc.getCustomerDocuments(customerId)
        : await this.#kyc.searchDocuments({ statuses });
    return documents.ok
      ? { kind: 'ready', documents: documents.value }
      : { kind: 'failed', error: describeFailure(documents.error, this.#errors) };
  }
}
