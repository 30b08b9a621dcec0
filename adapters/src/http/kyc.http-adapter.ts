import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type {
  IdentityCheck,
  KycDocument,
  KycDocumentFilter,
  KycDocumentType,
  KycDocumentUpload,
  KycFile,
  UploadProgressListener,
} from '@lv-casino/core/kyc/kyc.ts';
import type { KycPort } from '@lv-casino/core/kyc/kyc.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import type { operations } from '@lv-casino/sdk/generated/openapi.ts';
import { call } from './call.ts';
import {
  toIdentityCheck,
  toKycDocument,
  toKycDocuments,
  toKycDocumentTypes,
  toKycDocumentUploadDto,
} from './kyc.mapper.ts';
import {
  uploadProgressMiddleware,
  type RequestMiddleware,
  type XhrLike,
} from './upload-progress.middleware.ts';

type MultipartOf<Operation extends keyof operations> = operations[Operation] extends {
  requestBody: { content: { 'multipart/form-data': infer Body } };
}
  ? Body
  : never;

/** Options of {@link KycHttpAdapter}. */
export interface KycHttpAdapterOptions {
  /**
   * Makes the XMLHttpRequest an upload is sent with, so its progress can be told (fetch cannot tell
   * how much of a body has gone out): `() => new XMLHttpRequest()` in a browser. Default: none, and
   * uploads go through the client's fetch without progress (Node, Pact tests).
   */
  readonly createXhr?: () => XhrLike;
}

/** The bytes of a chosen file: the browser's File (core's KycFile) is a Blob. */
function blobOf(file: KycFile): Blob {
  if (file instanceof Blob) return file;
  throw new TypeError(`The KYC file ${file.name} is not a File or Blob`);
}

/**
 * KycPort over the KYC calls of account-and-session.md §7 (all private): document types, the
 * customer's documents and their search, the multipart document upload and TrueNarrative run (with
 * their progress when an XMLHttpRequest is at hand), and the Shufti Pro and iDenfy checks.
 */
export class KycHttpAdapter implements KycPort {
  readonly #client: CustomerFacingClient;
  readonly #createXhr: (() => XhrLike) | undefined;

  constructor(client: CustomerFacingClient, options: KycHttpAdapterOptions = {}) {
    this.#client = client;
    this.#createXhr = options.createXhr;
  }

  getDocumentTypes(): Promise<Result<readonly KycDocumentType[], ApiFailure>> {
    return call(
      () => this.#client.GET('/api/v1/customerfacing/customers/document/types'),
      toKycDocumentTypes,
    );
  }

  getCustomerDocuments(customerId: number): Promise<Result<readonly KycDocument[], ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v1/customerfacing/customers/{customerId}/documents', {
          params: { path: { customerId } },
        }),
      toKycDocuments,
    );
  }

  searchDocuments(filter: KycDocumentFilter): Promise<Result<readonly KycDocument[], ApiFailure>> {
    const body = filter.statuses === undefined ? {} : { statuses: [...filter.statuses] };
    return call(
      () => this.#client.POST('/api/v1/customerfacing/customers/documents/search', { body }),
      toKycDocuments,
    );
  }

  uploadDocument(
    upload: KycDocumentUpload,
    onProgress: UploadProgressListener,
  ): Promise<Result<KycDocument, ApiFailure>> {
    const form = new FormData();
    form.append('file', blobOf(upload.file), upload.file.name);
    // The JSON part of the contract's encoding (data: application/json).
    form.append(
      'data',
      new Blob([JSON.stringify(toKycDocumentUploadDto(upload))], { type: 'application/json' }),
    );
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/documents', {
          // openapi-fetch sends a FormData body as it is (the typed body names the parts).
          body: form as unknown as MultipartOf<'uploadKycDocument'>,
          middleware: this.#progress(onProgress),
        }),
      toKycDocument,
    );
  }

  runTrueNarrative(
    images: readonly KycFile[],
    onProgress: UploadProgressListener,
  ): Promise<Result<IdentityCheck, ApiFailure>> {
    const form = new FormData();
    for (const image of images) form.append('images', blobOf(image), image.name);
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/verification/truenarrative/run', {
          body: form as unknown as MultipartOf<'runTrueNarrativeVerification'>,
          middleware: this.#progress(onProgress),
        }),
      (body) => toIdentityCheck(body, 'TRUENARRATIVE'),
    );
  }

  startShuftiPro(): Promise<Result<IdentityCheck, ApiFailure>> {
    return call(
      () => this.#client.POST('/api/v1/customerfacing/customers/verification/shuftipro/generateURL'),
      (body) => toIdentityCheck(body, 'SHUFTIPRO'),
    );
  }

  initIdenfy(): Promise<Result<IdentityCheck, ApiFailure>> {
    return call(
      () => this.#client.POST('/api/v1/customerfacing/customers/verification/idenfy/init'),
      (body) => toIdentityCheck(body, 'IDENFY'),
    );
  }

  #progress(onProgress: UploadProgressListener): RequestMiddleware[] {
    return this.#createXhr === undefined ? [] : [uploadProgressMiddleware(this.#createXhr, onProgress)];
  }
}
