import type { ApiFailure } from '../errors/api-failure.ts';
import type {
  IdentityCheck,
  KycDocument,
  KycDocumentFilter,
  KycDocumentType,
  KycDocumentUpload,
  KycFile,
  UploadProgress,
  UploadProgressListener,
} from '../kyc/kyc.ts';
import type { KycPort } from '../kyc/kyc.port.ts';
import { ok, type Result } from '../shared/result.ts';
import {
  createIdentityCheck,
  createKycDocument,
  createKycDocuments,
  createKycDocumentTypes,
} from './kyc.builder.ts';

export type KycPortCall =
  | { readonly call: 'getDocumentTypes' }
  | { readonly call: 'getCustomerDocuments'; readonly customerId: number }
  | { readonly call: 'searchDocuments'; readonly filter: KycDocumentFilter }
  | { readonly call: 'uploadDocument'; readonly upload: KycDocumentUpload }
  | { readonly call: 'runTrueNarrative'; readonly images: readonly KycFile[] }
  | { readonly call: 'startShuftiPro' }
  | { readonly call: 'initIdenfy' };

/**
 * A KycPort whose answers are set by the test: the sandbox's document types, janis's documents (a
 * search filters them by status), an upload answers the document PENDING (after telling the progress
 * of `progress`, as fractions of the file's size), the services answer a started check. Records every
 * call in order; `hold()` keeps the next answers back until `release()`.
 */
export class FakeKycPort implements KycPort {
  types: Result<readonly KycDocumentType[], ApiFailure> = ok(createKycDocumentTypes());
  documents: Result<readonly KycDocument[], ApiFailure> = ok(createKycDocuments());
  /** Null: the uploaded document, PENDING, id 7101. */
  uploadResult: Result<KycDocument, ApiFailure> | null = null;
  /** Null: a TrueNarrative check PENDING_REVIEW, without a page. */
  trueNarrativeResult: Result<IdentityCheck, ApiFailure> | null = null;
  shuftiProResult: Result<IdentityCheck, ApiFailure> = ok(
    createIdentityCheck({
      provider: 'SHUFTIPRO',
      reference: 'sp-8f31c2',
      url: 'https://app.shuftipro.com/verification/process/8f31c2',
    }),
  );
  idenfyResult: Result<IdentityCheck, ApiFailure> = ok(createIdentityCheck());
  /** The fractions (0-1) of the body told as sent before an upload answers. */
  progress: readonly number[] = [0.5, 1];
  readonly calls: KycPortCall[] = [];
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

  async getDocumentTypes(): Promise<Result<readonly KycDocumentType[], ApiFailure>> {
    this.calls.push({ call: 'getDocumentTypes' });
    await this.#held;
    return this.types;
  }

  async getCustomerDocuments(customerId: number): Promise<Result<readonly KycDocument[], ApiFailure>> {
    this.calls.push({ call: 'getCustomerDocuments', customerId });
    await this.#held;
    return this.documents;
  }

  async searchDocuments(filter: KycDocumentFilter): Promise<Result<readonly KycDocument[], ApiFailure>> {
    this.calls.push({ call: 'searchDocuments', filter });
    await this.#held;
    if (!this.documents.ok) return this.documents;
    const statuses = filter.statuses;
    return ok(this.documents.value.filter((d) => statuses === undefined || statuses.includes(d.status)));
  }

  async uploadDocument(
    upload: KycDocumentUpload,
    onProgress: UploadProgressListener,
  ): Promise<Result<KycDocument, ApiFailure>> {
    this.calls.push({ call: 'uploadDocument', upload });
    this.#tell(upload.file.size, onProgress);
    await this.#held;
    return (
      this.uploadResult ??
      ok(
        createKycDocument({
          id: 7101,
          fileName: upload.file.name,
          documentType: upload.documentType,
          cardNumber: upload.cardNumber ?? null,
          paymentAccount: upload.paymentAccount ?? null,
          status: 'PENDING',
          uploadedAt: Date.UTC(2026, 10, 21, 12, 0, 0),
        }),
      )
    );
  }

  async runTrueNarrative(
    images: readonly KycFile[],
    onProgress: UploadProgressListener,
  ): Promise<Result<IdentityCheck, ApiFailure>> {
    this.calls.push({ call: 'runTrueNarrative', images });
    this.#tell(
      images.reduce((sum, image) => sum + image.size, 0),
      onProgress,
    );
    await this.#held;
    return (
      this.trueNarrativeResult ??
      ok(
        createIdentityCheck({
          provider: 'TRUENARRATIVE',
          reference: 'tn-5521-0007',
          status: 'PENDING_REVIEW',
          url: null,
        }),
      )
    );
  }

  async startShuftiPro(): Promise<Result<IdentityCheck, ApiFailure>> {
    this.calls.push({ call: 'startShuftiPro' });
    await this.#held;
    return this.shuftiProResult;
  }

  async initIdenfy(): Promise<Result<IdentityCheck, ApiFailure>> {
    this.calls.push({ call: 'initIdenfy' });
    await this.#held;
    return this.idenfyResult;
  }

  #tell(totalBytes: number, onProgress: UploadProgressListener): void {
    for (const fraction of this.progress) {
      const progress: UploadProgress = { sentBytes: Math.round(totalBytes * fraction), totalBytes };
      onProgress(progress);
    }
  }
}
