import { fail, ok, type Result } from '../shared/result.ts';
import type { KycDocumentType, KycDocumentUpload, KycFile, UploadProgress } from './kyc.ts';

/** Message ids of the kyc tab's own form errors (the web's profile-kyc messages). */
export const KYC_ERROR_KEYS = {
  documentTypeRequired: 'profileKyc.error.documentType.required',
  fileRequired: 'profileKyc.error.file.required',
  fileEmpty: 'profileKyc.error.file.empty',
  fileType: 'profileKyc.error.file.type',
  fileSize: 'profileKyc.error.file.size',
  cardNumberRequired: 'profileKyc.error.cardNumber.required',
  paymentAccountRequired: 'profileKyc.error.paymentAccount.required',
  imagesRequired: 'profileKyc.error.images.required',
  imagesEmpty: 'profileKyc.error.images.empty',
  imagesType: 'profileKyc.error.images.type',
  imagesSize: 'profileKyc.error.images.size',
} as const;

/** What a KYC document may be (the contract's uploadKycDocument: JPEG, PNG or PDF). */
export const KYC_DOCUMENT_MEDIA_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];

/** What a TrueNarrative image may be (runTrueNarrativeVerification: JPEG or PNG). */
export const KYC_IMAGE_MEDIA_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/**
 * The largest upload, in bytes: the contract's "at most 10 MB" (decimal). The server refuses a
 * multipart body over 10 MiB (10 485 760 bytes), so the file's 10 000 000 leave room for the other
 * parts of the form. For TrueNarrative it is the images together (they travel in one body).
 */
export const KYC_MAX_UPLOAD_BYTES = 10_000_000;

/** The same limit in megabytes, for the texts. */
export const KYC_MAX_UPLOAD_MEGABYTES = KYC_MAX_UPLOAD_BYTES / 1_000_000;

/** The extensions of each allowed type, for a browser that reports no media type. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Names some browsers and systems give the same types. */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
};

/** The `accept` list of a file input for these media types: the types and their extensions. */
export function acceptedFiles(mediaTypes: readonly string[]): string {
  const extensions = Object.entries(BY_EXTENSION)
    .filter(([, type]) => mediaTypes.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...mediaTypes, ...extensions].join(',');
}

/**
 * The media type of a chosen file: the browser's (lower case, common aliases folded), or by the
 * extension when the browser reports none (`''` or `application/octet-stream`). The server checks the
 * content itself (72); this only spares the player a hopeless upload.
 */
export function mediaTypeOf(file: KycFile): string {
  const reported = file.type.trim().toLowerCase();
  if (reported !== '' && reported !== 'application/octet-stream') return ALIASES[reported] ?? reported;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? reported;
}

/**
 * The error of a document file, or null when it can be sent: one chosen, not empty, JPEG, PNG or
 * PDF, and not over {@link KYC_MAX_UPLOAD_BYTES}.
 */
export function checkKycFile(file: KycFile | null): string | null {
  if (file === null) return KYC_ERROR_KEYS.fileRequired;
  if (file.size === 0) return KYC_ERROR_KEYS.fileEmpty;
  if (!KYC_DOCUMENT_MEDIA_TYPES.includes(mediaTypeOf(file))) return KYC_ERROR_KEYS.fileType;
  if (file.size > KYC_MAX_UPLOAD_BYTES) return KYC_ERROR_KEYS.fileSize;
  return null;
}

/** The upload form as the player filled it in. */
export interface KycUploadForm {
  /** The chosen type; null before one is chosen. */
  readonly documentType: string | null;
  readonly file: KycFile | null;
  /** As typed; read only for a type that requires CARD_NUMBER. */
  readonly cardNumber: string;
  /** As typed; read only for a type that requires PAYMENT_ACCOUNT. */
  readonly paymentAccount: string;
}

export type KycUploadField = 'documentType' | 'file' | 'cardNumber' | 'paymentAccount';

/** A message id per field in error. */
export type KycUploadErrors = Readonly<Partial<Record<KycUploadField, string>>>;

/**
 * The upload the form asks for, or the error of every field in error, checked before anything is
 * sent: a type among `types`, a file the server can take (checkKycFile), and the card number or the
 * payment account when the type requires it (trimmed; the other field is not sent).
 */
export function checkKycUploadForm(
  form: KycUploadForm,
  types: readonly KycDocumentType[],
): Result<KycDocumentUpload, KycUploadErrors> {
  const type = types.find((candidate) => candidate.documentType === form.documentType) ?? null;
  const cardNumber = form.cardNumber.trim();
  const paymentAccount = form.paymentAccount.trim();
  const found: Partial<Record<KycUploadField, string>> = {};
  if (type === null) found.documentType = KYC_ERROR_KEYS.documentTypeRequired;
  const fileError = checkKycFile(form.file);
  if (fileError !== null) found.file = fileError;
  if (type?.requires === 'CARD_NUMBER' && cardNumber === '')
    found.cardNumber = KYC_ERROR_KEYS.cardNumberRequired;
  if (type?.requires === 'PAYMENT_ACCOUNT' && paymentAccount === '')
    found.paymentAccount = KYC_ERROR_KEYS.paymentAccountRequired;
  if (type === null || form.file === null || Object.keys(found).length > 0) return fail(found);
  const upload = { file: form.file, documentType: type.documentType };
  switch (type.requires) {
    case 'CARD_NUMBER':
      return ok({ ...upload, cardNumber });
    case 'PAYMENT_ACCOUNT':
      return ok({ ...upload, paymentAccount });
    case 'NONE':
      return ok(upload);
  }
}

/**
 * The error of the images of a TrueNarrative check, or null when they can be sent: at least one, none
 * empty, each JPEG or PNG, and together not over {@link KYC_MAX_UPLOAD_BYTES} (one request carries them).
 */
export function checkTrueNarrativeImages(images: readonly KycFile[]): string | null {
  if (images.length === 0) return KYC_ERROR_KEYS.imagesRequired;
  if (images.some((image) => image.size === 0)) return KYC_ERROR_KEYS.imagesEmpty;
  if (images.some((image) => !KYC_IMAGE_MEDIA_TYPES.includes(mediaTypeOf(image))))
    return KYC_ERROR_KEYS.imagesType;
  const total = images.reduce((sum, image) => sum + image.size, 0);
  return total > KYC_MAX_UPLOAD_BYTES ? KYC_ERROR_KEYS.imagesSize : null;
}

/** An upload's progress as a whole percentage (0-100), rounded down so 100 means every byte is sent. */
export function uploadPercent({ sentBytes, totalBytes }: UploadProgress): number {
  if (totalBytes <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((sentBytes * 100) / totalBytes)));
}
