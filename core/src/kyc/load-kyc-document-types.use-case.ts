import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { KycPort } from '../kyc/kyc.port.ts';
import type { KycDocumentType } from './kyc.ts';

export type LoadKycDocumentTypesOutcome =
  | { readonly kind: 'ready'; readonly types: readonly KycDocumentType[] }
  /** The call failed: the catalogue text of its code (worth another try). */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/** The document types the upload form offers, in the server's order. */
export class LoadKycDocumentTypesUseCase {
  readonly #kyc: KycPort;
  readonly #errors: ErrorCatalogue;

  constructor(kyc: KycPort, errors: ErrorCatalogue) {
    this.#kyc = kyc;
    this.#errors = errors;
  }

  async execute(): Promise<LoadKycDocumentTypesOutcome> {
    const types = await this.#kyc.getDocumentTypes();
    return types.ok
      ? { kind: 'ready', types: types.value }
      : { kind: 'failed', error: describeFailure(types.error, this.#errors) };
  }
}
