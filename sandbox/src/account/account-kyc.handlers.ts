import { ok, requireCustomer, SandboxError, type OperationHandlers } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { AccountContext } from './account-context.ts';
import { accountPagePath } from './account-pages.ts';
import type { IdentityCheck } from './identity-verification.store.ts';
import { kycDocumentTypes, toKycDocument } from './kyc-document.store.ts';
import { readMultipart, sniffMediaType, type MultipartParts, type UploadedFile } from '../http/multipart.ts';

interface UploadData {
  readonly documentType: string;
  readonly cardNumber?: string;
  readonly paymentAccount?: string;
}

const documentMediaTypes = ['image/jpeg', 'image/png', 'application/pdf'];
const imageMediaTypes = ['image/jpeg', 'image/png'];

/** Throws 72 unless the file's content is one of the allowed media types; returns that type. */
function allowedMediaType(file: UploadedFile, allowed: readonly string[]): string {
  const sniffed = sniffMediaType(file.bytes);
  if (sniffed === null || !allowed.includes(sniffed)) {
    const names = allowed.map((t) => t.split('/')[1]?.toUpperCase()).join(', ');
    throw new SandboxError(400, 72, `File format of ${file.fileName} is not allowed (${names} only)`);
  }
  return sniffed;
}

/** The `data` part of an upload (a text field or a JSON blob), checked against the document types. */
function uploadDataOf(parts: MultipartParts): UploadData {
  const blob = parts.files.get('data')?.[0];
  const text =
    parts.fields.get('data')?.[0] ?? (blob === undefined ? undefined : new TextDecoder().decode(blob.bytes));
  if (text === undefined) throw new SandboxError(400, -1, 'Request validation failed: body.data is required');
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    throw new SandboxError(400, -1, 'Request validation failed: body.data must be JSON');
  }
  const record = data as Partial<UploadData> | null;
  if (typeof record?.documentType !== 'string') {
    throw new SandboxError(400, -1, 'Request validation failed: body.data.documentType is required');
  }
  const type = kycDocumentTypes.find((t) => t.documentType === record.documentType);
  if (type === undefined) throw new SandboxError(400, 57, `Unknown document type ${record.documentType}`);
  if (type.requires === 'CARD_NUMBER' && !record.cardNumber) {
    throw new SandboxError(400, 57, `${type.documentType} needs the card number`);
  }
  if (type.requires === 'PAYMENT_ACCOUNT' && !record.paymentAccount) {
    throw new SandboxError(400, 57, `${type.documentType} needs the payment account`);
  }
  return record as UploadData;
}

/** The contract's IdentityVerificationSession of a check; page-based services link to a sandbox page. */
function toSession(check: IdentityCheck, origin: string): Record<string, unknown> {
  return {
    provider: check.provider,
    reference: check.reference,
    status: check.status,
    url:
      check.provider === 'TRUENARRATIVE'
        ? null
        : `${origin}${accountPagePath('identity')}/${check.reference}`,
  };
}

/** A NOT_VERIFIED customer who sent something to review waits for the back office. */
function awaitReview(player: PlayerRecord): void {
  if (player.kycVerified === 'NOT_VERIFIED') {
    player.kycVerified = 'WAITING_BO_USER';
    player.kycNotVerifiedReason = null;
  }
}

/**
 * KYC: document types, documents (search, upload as multipart kept in memory, list by customer), and
 * the identity services (TrueNarrative images, Shufti Pro and iDenfy pages served by the sandbox).
 */
export function createAccountKycHandlers(context: AccountContext): OperationHandlers {
  const { documents, identity } = context;
  return {
    getKycDocumentTypes: () => ok(kycDocumentTypes),

    searchKycDocuments: (ctx) => {
      const filter = ctx.request.body as { documentTypes?: string[]; statuses?: string[] };
      return ok(documents.of(requireCustomer(ctx).id, filter).map(toKycDocument));
    },

    uploadKycDocument: async (ctx) => {
      const player = requireCustomer(ctx);
      const parts = await readMultipart(ctx.request.body);
      const file = parts.files.get('file')?.[0];
      if (file === undefined)
        throw new SandboxError(400, -1, 'Request validation failed: body.file is required');
      const mediaType = allowedMediaType(file, documentMediaTypes);
      const data = uploadDataOf(parts);
      const record = documents.add({
        playerId: player.id,
        fileName: file.fileName,
        documentType: data.documentType,
        ...(data.cardNumber === undefined ? {} : { cardNumber: data.cardNumber }),
        ...(data.paymentAccount === undefined ? {} : { paymentAccount: data.paymentAccount }),
        mediaType,
        bytes: file.bytes,
      });
      awaitReview(player);
      return ok(toKycDocument(record));
    },

    getCustomerKycDocuments: (ctx) => {
      const player = requireCustomer(ctx);
      if (ctx.request.path.customerId !== player.id) {
        throw new SandboxError(400, 4, "Access denied: another customer's documents");
      }
      return ok(documents.of(player.id).map(toKycDocument));
    },

    runTrueNarrativeVerification: async (ctx) => {
      const player = requireCustomer(ctx);
      const parts = await readMultipart(ctx.request.body);
      const images = parts.files.get('images') ?? [];
      if (images.length === 0)
        throw new SandboxError(400, -1, 'Request validation failed: body.images is required');
      for (const image of images) allowedMediaType(image, imageMediaTypes);
      awaitReview(player);
      return ok(toSession(identity.start(player.id, 'TRUENARRATIVE', images.length), ctx.client.origin));
    },

    generateShuftiProVerificationUrl: (ctx) =>
      ok(toSession(identity.start(requireCustomer(ctx).id, 'SHUFTIPRO'), ctx.client.origin)),

    initIdenfyVerification: (ctx) =>
      ok(toSession(identity.start(requireCustomer(ctx).id, 'IDENFY'), ctx.client.origin)),
  };
}
