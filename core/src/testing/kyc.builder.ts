import type { IdentityCheck, KycDocument, KycDocumentType, KycFile } from '../kyc/kyc.ts';

/** The sandbox's document types, in its order: four identity documents, a card and a bank statement. */
export const createKycDocumentTypes = (): readonly KycDocumentType[] => [
  { documentType: 'ID_CARD', requires: 'NONE' },
  { documentType: 'PASSPORT', requires: 'NONE' },
  { documentType: 'RESIDENCE_PERMIT', requires: 'NONE' },
  { documentType: 'UTILITY_BILL', requires: 'NONE' },
  { documentType: 'BANK_CARD', requires: 'CARD_NUMBER' },
  { documentType: 'BANK_STATEMENT', requires: 'PAYMENT_ACCOUNT' },
];

/** A document; defaults to anna's approved ID card in the sandbox (uploaded 04/02/2024 09:12:44 in Riga). */
export const createKycDocument = (overrides: Partial<KycDocument> = {}): KycDocument => ({
  id: 7001,
  fileName: 'id-karte-prieksa.pdf',
  documentType: 'ID_CARD',
  cardNumber: null,
  paymentAccount: null,
  status: 'APPROVED',
  rejectionReason: null,
  uploadedAt: Date.UTC(2024, 1, 4, 7, 12, 44),
  ...overrides,
});

/** janis's documents in the sandbox, newest first: a rejected card and an approved passport. */
export const createKycDocuments = (): readonly KycDocument[] => [
  createKycDocument({
    id: 7004,
    fileName: 'karte.pdf',
    documentType: 'BANK_CARD',
    cardNumber: '5168 44** **** 2290',
    status: 'REJECTED',
    rejectionReason: 'Attēls ir neskaidrs',
    uploadedAt: Date.UTC(2026, 10, 2, 15, 45, 31),
  }),
  createKycDocument({
    id: 7003,
    fileName: 'pase.pdf',
    documentType: 'PASSPORT',
    uploadedAt: Date.UTC(2025, 8, 19, 5, 1, 10),
  }),
];

/** A chosen file (as the browser's File describes it); defaults to a 240 KB JPEG photo of an ID card. */
export const createKycFile = (overrides: Partial<KycFile> = {}): KycFile => ({
  name: 'id-karte.jpg',
  type: 'image/jpeg',
  size: 240_000,
  ...overrides,
});

/** A started check; defaults to an iDenfy check with its page. */
export const createIdentityCheck = (overrides: Partial<IdentityCheck> = {}): IdentityCheck => ({
  provider: 'IDENFY',
  reference: 'idv-2026-11-21-0042',
  status: 'STARTED',
  url: 'https://ivs.idenfy.com/api/v2/redirect?authToken=Qm8sY2xpZW50',
  ...overrides,
});
