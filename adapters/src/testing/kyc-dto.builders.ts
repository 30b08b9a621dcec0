import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** A contract-valid KycDocument body: anna's approved ID card in the sandbox. */
export const aKycDocumentDto = (overrides: Partial<Schemas['KycDocument']> = {}): Schemas['KycDocument'] => ({
  id: 7001,
  fileName: 'id-karte-prieksa.pdf',
  documentType: 'ID_CARD',
  status: 'APPROVED',
  rejectionReason: null,
  uploadedAt: '2024-02-04T09:12:44+02:00',
  ...overrides,
});

/** A contract-valid IdentityVerificationSession body: a started iDenfy check with its page. */
export const anIdentitySessionDto = (
  overrides: Partial<Schemas['IdentityVerificationSession']> = {},
): Schemas['IdentityVerificationSession'] => ({
  provider: 'IDENFY',
  reference: 'idv-2026-11-21-0042',
  status: 'STARTED',
  url: 'https://ivs.idenfy.com/api/v2/redirect?authToken=Qm8sY2xpZW50',
  ...overrides,
});
