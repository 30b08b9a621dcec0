import type { ApiFailure } from '../errors/api-failure.ts';
import type {
  IdentityCheck,
  KycDocument,
  KycDocumentFilter,
  KycDocumentType,
  KycDocumentUpload,
  KycFile,
  UploadProgressListener,
} from '../kyc/kyc.ts';
import type { Result } from '../shared/result.ts';

/**
 * Identity verification of the logged-in customer (the profile's kyc tab, account-and-session.md §7
 * KYC; all calls private). A failure carries the server's errorCode (§8: 72 file format not allowed,
 * 75-77 identity service failures, 4 another customer's documents).
 */
export interface KycPort {
  /** GET customers/document/types: what can be uploaded and the extra field each type needs. */
  getDocumentTypes(): Promise<Result<readonly KycDocumentType[], ApiFailure>>;
  /** GET customers/{customerId}/documents: every document of the customer, newest first. */
  getCustomerDocuments(customerId: number): Promise<Result<readonly KycDocument[], ApiFailure>>;
  /** POST customers/documents/search: the customer's documents in some review states, newest first. */
  searchDocuments(filter: KycDocumentFilter): Promise<Result<readonly KycDocument[], ApiFailure>>;
  /**
   * POST customers/documents (multipart: the file and the JSON part `data`): the stored document,
   * PENDING review. `onProgress` hears the bytes going out when the transport can tell (a browser).
   */
  uploadDocument(
    upload: KycDocumentUpload,
    onProgress: UploadProgressListener,
  ): Promise<Result<KycDocument, ApiFailure>>;
  /** POST customers/verification/truenarrative/run (multipart `images`): a check with no page. */
  runTrueNarrative(
    images: readonly KycFile[],
    onProgress: UploadProgressListener,
  ): Promise<Result<IdentityCheck, ApiFailure>>;
  /** POST customers/verification/shuftipro/generateURL: a check and the page to open. */
  startShuftiPro(): Promise<Result<IdentityCheck, ApiFailure>>;
  /** POST customers/verification/idenfy/init: a check and the page to open. */
  initIdenfy(): Promise<Result<IdentityCheck, ApiFailure>>;
}
export const KycPort = Symbol('KycPort');
