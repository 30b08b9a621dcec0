/** Review state of a KYC document. */
export type KycDocumentStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** The document types a customer can upload and the extra field each needs (GET document/types). */
export const kycDocumentTypes = [
  { documentType: 'ID_CARD', requires: 'NONE' },
  { documentType: 'PASSPORT', requires: 'NONE' },
  { documentType: 'RESIDENCE_PERMIT', requires: 'NONE' },
  { documentType: 'UTILITY_BILL', requires: 'NONE' },
  { documentType: 'BANK_CARD', requires: 'CARD_NUMBER' },
  { documentType: 'BANK_STATEMENT', requires: 'PAYMENT_ACCOUNT' },
] as const;

/** A stored document, its file kept in memory. */
export interface KycDocumentRecord {
  readonly id: number;
  readonly playerId: number;
  readonly fileName: string;
  readonly documentType: string;
  readonly cardNumber?: string;
  readonly paymentAccount?: string;
  status: KycDocumentStatus;
  rejectionReason: string | null;
  /** ISO 8601. */
  readonly uploadedAt: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

export type NewKycDocument = Omit<KycDocumentRecord, 'id' | 'status' | 'rejectionReason' | 'uploadedAt'>;

/** The KYC document of the contract (without the file). */
export function toKycDocument(record: KycDocumentRecord): Record<string, unknown> {
  return {
    id: record.id,
    fileName: record.fileName,
    documentType: record.documentType,
    ...(record.cardNumber === undefined ? {} : { cardNumber: record.cardNumber }),
    ...(record.paymentAccount === undefined ? {} : { paymentAccount: record.paymentAccount }),
    status: record.status,
    rejectionReason: record.rejectionReason,
    uploadedAt: record.uploadedAt,
  };
}

const tinyPdf = new TextEncoder().encode('%PDF-1.4\n%sandbox seed document\n');

/** The seeded documents: anna's approved ID card and utility bill, janis's ID card and a rejected card. */
function seedDocuments(): KycDocumentRecord[] {
  const seed = (
    id: number,
    playerId: number,
    fields: Pick<
      KycDocumentRecord,
      'fileName' | 'documentType' | 'status' | 'rejectionReason' | 'uploadedAt'
    > &
      Partial<Pick<KycDocumentRecord, 'cardNumber'>>,
  ): KycDocumentRecord => ({ id, playerId, mediaType: 'application/pdf', bytes: tinyPdf, ...fields });
  return [
    seed(7001, 1001, {
      fileName: 'id-karte-prieksa.pdf',
      documentType: 'ID_CARD',
      status: 'APPROVED',
      rejectionReason: null,
      uploadedAt: '2024-02-04T09:12:44+02:00',
    }),
    seed(7002, 1001, {
      fileName: 'elektribas-rekins-2024-01.pdf',
      documentType: 'UTILITY_BILL',
      status: 'APPROVED',
      rejectionReason: null,
      uploadedAt: '2024-02-04T09:15:02+02:00',
    }),
    seed(7003, 1002, {
      fileName: 'pase.pdf',
      documentType: 'PASSPORT',
      status: 'APPROVED',
      rejectionReason: null,
      uploadedAt: '2025-09-19T08:01:10+03:00',
    }),
    seed(7004, 1002, {
      fileName: 'karte.pdf',
      documentType: 'BANK_CARD',
      cardNumber: '5168 44** **** 2290',
      status: 'REJECTED',
      rejectionReason: 'Attēls ir neskaidrs',
      uploadedAt: '2026-11-02T17:45:31+02:00',
    }),
  ];
}

/** Every customer's KYC documents, newest first per customer; uploads get ids from 7101 on. */
export class KycDocumentStore {
  readonly #documents: KycDocumentRecord[] = seedDocuments();
  readonly #now: () => number;
  #nextId = 7101;

  /** @param now current time in epoch ms */
  constructor(now: () => number) {
    this.#now = now;
  }

  add(document: NewKycDocument): KycDocumentRecord {
    const record: KycDocumentRecord = {
      ...document,
      id: this.#nextId++,
      status: 'PENDING',
      rejectionReason: null,
      uploadedAt: new Date(this.#now()).toISOString(),
    };
    this.#documents.push(record);
    return record;
  }

  /** A customer's documents, newest first, optionally of some types and review states. */
  of(
    playerId: number,
    filter: { readonly documentTypes?: readonly string[]; readonly statuses?: readonly string[] } = {},
  ): KycDocumentRecord[] {
    return this.#documents
      .filter((d) => d.playerId === playerId)
      .filter((d) => filter.documentTypes === undefined || filter.documentTypes.includes(d.documentType))
      .filter((d) => filter.statuses === undefined || filter.statuses.includes(d.status))
      .sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt) || b.id - a.id);
  }
}
