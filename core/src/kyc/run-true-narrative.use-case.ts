import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { KycPort } from '../kyc/kyc.port.ts';
import type { IdentityCheck, KycFile } from './kyc.ts';
import { KYC_CODES } from './kyc-codes.ts';
import { checkTrueNarrativeImages, uploadPercent } from './kyc-upload.rule.ts';

export type RunTrueNarrativeOutcome =
  /** The images went to TrueNarrative; the check's state (usually PENDING_REVIEW). */
  | { readonly kind: 'sent'; readonly check: IdentityCheck }
  /** The images cannot be sent (none, empty, not JPEG or PNG, too large); a message id. Nothing was sent. */
  | { readonly kind: 'invalid'; readonly error: string }
  /** 72 shows by the images; 75-77 and the rest for the check as a whole. */
  | { readonly kind: 'refused'; readonly target: 'images' | 'form'; readonly error: ErrorDescriptor };

/**
 * A TrueNarrative check (§7 KYC): images of the document (front, back) and a selfie, checked and sent
 * in one multipart request; the progress is told as a percentage of the bytes sent.
 */
export class RunTrueNarrativeUseCase {
  readonly #kyc: KycPort;
  readonly #errors: ErrorCatalogue;

  constructor(kyc: KycPort, errors: ErrorCatalogue) {
    this.#kyc = kyc;
    this.#errors = errors;
  }

  async execute(
    images: readonly KycFile[],
    onProgress: (percent: number) => void,
  ): Promise<RunTrueNarrativeOutcome> {
    const invalid = checkTrueNarrativeImages(images);
    if (invalid !== null) return { kind: 'invalid', error: invalid };
    const sent = await this.#kyc.runTrueNarrative(images, (progress) => {
      onProgress(uploadPercent(progress));
    });
    if (sent.ok) return { kind: 'sent', check: sent.value };
    const error = describeFailure(sent.error, this.#errors);
    return {
      kind: 'refused',
      target: error.code === KYC_CODES.FILE_FORMAT_NOT_ALLOWED ? 'images' : 'form',
      error,
    };
  }
}
