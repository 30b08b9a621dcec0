import type {
  IdentityCheck,
  IdentityProvider,
  KycDocument,
  KycDocumentType,
  KycDocumentUpload,
} from '@lv-casino/core/kyc/kyc.ts';
import { KYC_DOCUMENT_STATUSES } from '@lv-casino/core/kyc/kyc.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

const REQUIREMENTS = ['NONE', 'CARD_NUMBER', 'PAYMENT_ACCOUNT'] as const;
const PROVIDERS = ['TRUENARRATIVE', 'SHUFTIPRO', 'IDENFY'] as const;
const CHECK_STATUSES = ['STARTED', 'PENDING_REVIEW', 'VERIFIED', 'DECLINED'] as const;

/** KycDocumentType DTOs → KycDocumentTypes, in the server's order. */
export const toKycDocumentTypes = (body: unknown): Result<readonly KycDocumentType[], string> =>
  decode(() =>
    DtoReader.list<Schemas['KycDocumentType']>(body).map((dto) => ({
      documentType: dto.string('documentType'),
      requires: dto.oneOf('requires', REQUIREMENTS),
    })),
  );

/** A string field the contract lets be absent (or null): null then; otherwise it must be a string. */
const optionalString = (raw: unknown, path: string, key: keyof Schemas['KycDocument']): string | null => {
  // DtoReader.of has already checked that raw is an object.
  const value = (raw as Readonly<Record<string, unknown>>)[key];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : malformed(`${path}.${key} is not a string`);
};

const readDocument = (raw: unknown, path: string): KycDocument => {
  const dto = DtoReader.of<Schemas['KycDocument']>(raw, path);
  const uploadedAt = Date.parse(dto.string('uploadedAt'));
  return {
    id: dto.integer('id'),
    fileName: dto.string('fileName'),
    documentType: dto.string('documentType'),
    cardNumber: optionalString(raw, path, 'cardNumber'),
    paymentAccount: optionalString(raw, path, 'paymentAccount'),
    status: dto.oneOf('status', KYC_DOCUMENT_STATUSES),
    rejectionReason: optionalString(raw, path, 'rejectionReason'),
    uploadedAt: Number.isNaN(uploadedAt) ? malformed(`${path}.uploadedAt is not a date-time`) : uploadedAt,
  };
};

/** KycDocument DTO → KycDocument: absent card number, account or reason as null, `uploadedAt` in epoch ms. */
export const toKycDocument = (body: unknown): Result<KycDocument, string> =>
  decode(() => readDocument(body, 'body'));

/** A list of KycDocument DTOs → KycDocuments, in the server's order (newest first). */
export const toKycDocuments = (body: unknown): Result<readonly KycDocument[], string> =>
  decode(() => {
    if (!Array.isArray(body)) return malformed('body is not an array');
    return body.map((item: unknown, index) => readDocument(item, `body[${String(index)}]`));
  });

/** The page of a check: only an http or https URL is opened (never `javascript:` or `data:`). */
const pageUrl = (url: string | null): string | null => {
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return malformed('body.url is not a URL');
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:'
    ? parsed.href
    : malformed('body.url is not an http or https URL');
};

/** IdentityVerificationSession DTO → IdentityCheck of the service asked (another service's is malformed). */
export const toIdentityCheck = (body: unknown, provider: IdentityProvider): Result<IdentityCheck, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['IdentityVerificationSession']>(body);
    if (dto.oneOf('provider', PROVIDERS) !== provider) malformed(`body.provider is not ${provider}`);
    return {
      provider,
      reference: dto.string('reference'),
      status: dto.oneOf('status', CHECK_STATUSES),
      url: pageUrl(dto.nullableString('url')),
    };
  });

/** The JSON part `data` of an upload: the type and the card number or payment account it carries. */
export const toKycDocumentUploadDto = (upload: KycDocumentUpload): Schemas['KycDocumentUpload'] => ({
  documentType: upload.documentType,
  ...(upload.cardNumber === undefined ? {} : { cardNumber: upload.cardNumber }),
  ...(upload.paymentAccount === undefined ? {} : { paymentAccount: upload.paymentAccount }),
});
