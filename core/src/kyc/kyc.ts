/**
 * What the kyc tab works with (account-and-session.md §3 KYC document, §4 KYC, §7 KYC calls). Dates
 * are ms since 1970-01-01T00:00:00Z.
 */

/** The extra field an upload of a document type needs (the `data` part's cardNumber or paymentAccount). */
export type KycDocumentRequirement = 'NONE' | 'CARD_NUMBER' | 'PAYMENT_ACCOUNT';

/** A document type the player can upload (GET customers/document/types), e.g. ID_CARD, BANK_CARD. */
export interface KycDocumentType {
  readonly documentType: string;
  readonly requires: KycDocumentRequirement;
}

/** Review state of an uploaded document. */
export type KycDocumentStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export const KYC_DOCUMENT_STATUSES: readonly KycDocumentStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** A document the player has uploaded. */
export interface KycDocument {
  readonly id: number;
  readonly fileName: string;
  readonly documentType: string;
  /** The masked card number a card document shows; null for other documents. */
  readonly cardNumber: string | null;
  /** The payment account (IBAN, e-wallet) a statement shows; null for other documents. */
  readonly paymentAccount: string | null;
  readonly status: KycDocumentStatus;
  /** Why the back office rejected it; null unless REJECTED (and then possibly still null). */
  readonly rejectionReason: string | null;
  /** When it was uploaded, ms since the epoch. */
  readonly uploadedAt: number;
}

/** Which documents to list: every one, or those of some review states. */
export interface KycDocumentFilter {
  readonly statuses?: readonly KycDocumentStatus[];
}

/**
 * A file the player chose. The browser's `File` is one: core reads only its name, media type and size
 * (to refuse it before sending); the adapter sends its bytes.
 */
export interface KycFile {
  readonly name: string;
  /** Media type as the browser reports it (`image/jpeg`); `''` when the browser does not know it. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
}

/** A document to upload, checked (see checkKycUploadForm). */
export interface KycDocumentUpload {
  readonly file: KycFile;
  readonly documentType: string;
  /** Sent only for a type that requires CARD_NUMBER. */
  readonly cardNumber?: string;
  /** Sent only for a type that requires PAYMENT_ACCOUNT. */
  readonly paymentAccount?: string;
}

/** How much of a request body has gone to the server. */
export interface UploadProgress {
  /** Bytes sent so far. */
  readonly sentBytes: number;
  /** Bytes of the whole body (file and form parts). */
  readonly totalBytes: number;
}

/** Told of an upload's progress as its bytes go out (not at all when the transport cannot tell). */
export type UploadProgressListener = (progress: UploadProgress) => void;

/** The external identity-verification services of account-and-session.md §7 KYC. */
export type IdentityProvider = 'TRUENARRATIVE' | 'SHUFTIPRO' | 'IDENFY';

/** The services whose check runs on their own page (the client opens the URL they answer). */
export type PageIdentityProvider = Exclude<IdentityProvider, 'TRUENARRATIVE'>;

export type IdentityCheckStatus = 'STARTED' | 'PENDING_REVIEW' | 'VERIFIED' | 'DECLINED';

/** A check started at an identity service. */
export interface IdentityCheck {
  readonly provider: IdentityProvider;
  /** The service's identifier of the check. */
  readonly reference: string;
  readonly status: IdentityCheckStatus;
  /** The service's page to open (an http or https URL); null when the check runs without one. */
  readonly url: string | null;
}
