import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { KycPort } from '../kyc/kyc.port.ts';
import type { KycDocument, KycDocumentType } from './kyc.ts';
import { KYC_CODES } from './kyc-codes.ts';
import {
  checkKycUploadForm,
  uploadPercent,
  type KycUploadErrors,
  type KycUploadForm,
} from './kyc-upload.rule.ts';

/** A refused upload: 72 (file format) shows by the file; anything else for the whole form. */
export interface KycUploadRefusal {
  readonly target: 'file' | 'form';
  readonly error: ErrorDescriptor;
}

export type UploadKycDocumentOutcome =
  /** Stored, PENDING review: list the documents again. */
  | { readonly kind: 'uploaded'; readonly document: KycDocument }
  /** The form is not an upload yet; nothing was sent. */
  | { readonly kind: 'invalid'; readonly errors: KycUploadErrors }
  | { readonly kind: 'refused'; readonly refusal: KycUploadRefusal };

/**
 * A document upload from the kyc tab: the form is checked first (a type, a JPEG, PNG or PDF file of at
 * most 10 MB, the card number or payment account the type requires), then sent; the progress is told
 * as a percentage of the bytes sent.
 */
export class UploadKycDocumentUseCase {
  readonly #kyc: KycPort;
  readonly #errors: ErrorCatalogue;

  constructor(kyc: KycPort, errors: ErrorCatalogue) {
    this.#kyc = kyc;
    this.#errors = errors;
  }

  /**
   * @param types the types the form offers (LoadKycDocumentTypesUseCase).
   * @param onProgress told the percentage (0-100) of the upload sent, when the transport can tell.
   */
  async execute(
    form: KycUploadForm,
    types: readonly KycDocumentType[],
    onProgress: (percent: number) => void,
  ): Promise<UploadKycDocumentOutcome> {
    const checked = checkKycUploadForm(form, types);
    if (!checked.ok) return { kind: 'invalid', errors: checked.error };
    const uploaded = await this.#kyc.uploadDocument(checked.value, (progress) => {
      onProgress(uploadPercent(progress));
    });
    if (uploaded.ok) return { kind: 'uploaded', document: uploaded.value };
    const error = describeFailure(uploaded.error, this.#errors);
    return {
      kind: 'refused',
      refusal: { target: error.code === KYC_CODES.FILE_FORMAT_NOT_ALLOWED ? 'file' : 'form', error },
    };
  }
}
