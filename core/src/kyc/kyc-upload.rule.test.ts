import { describe, expect, it } from 'vitest';
import { createKycDocumentTypes, createKycFile } from '../testing/kyc.builder.ts';
import {
  acceptedFiles,
  checkKycFile,
  checkKycUploadForm,
  checkTrueNarrativeImages,
  KYC_DOCUMENT_MEDIA_TYPES,
  KYC_ERROR_KEYS,
  KYC_IMAGE_MEDIA_TYPES,
  KYC_MAX_UPLOAD_BYTES,
  KYC_MAX_UPLOAD_MEGABYTES,
  mediaTypeOf,
  uploadPercent,
  type KycUploadForm,
} from './kyc-upload.rule.ts';

const types = createKycDocumentTypes();
const form = (overrides: Partial<KycUploadForm> = {}): KycUploadForm => ({
  documentType: 'ID_CARD',
  file: createKycFile(),
  cardNumber: '',
  paymentAccount: '',
  ...overrides,
});

describe('mediaTypeOf', () => {
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg' }, 'image/jpeg'],
    [{ name: 'a.PNG', type: 'IMAGE/PNG' }, 'image/png'],
    [{ name: 'a.jpg', type: 'image/pjpeg' }, 'image/jpeg'],
    [{ name: 'a.jpg', type: 'image/jpg' }, 'image/jpeg'],
    [{ name: 'a.png', type: 'image/x-png' }, 'image/png'],
    [{ name: 'scan.PDF', type: '' }, 'application/pdf'],
    [{ name: 'photo.JPEG', type: 'application/octet-stream' }, 'image/jpeg'],
    [{ name: 'notes', type: '' }, ''],
    [{ name: 'archive.zip', type: 'application/octet-stream' }, 'application/octet-stream'],
    [{ name: 'photo.heic', type: 'image/heic' }, 'image/heic'],
  ])('reads %j as %j', (file, type) => {
    expect(mediaTypeOf(createKycFile(file))).toBe(type);
  });
});

describe('acceptedFiles', () => {
  it('lists the document types and their extensions', () => {
    expect(acceptedFiles(KYC_DOCUMENT_MEDIA_TYPES)).toBe(
      'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf',
    );
  });

  it('lists the image types and their extensions', () => {
    expect(acceptedFiles(KYC_IMAGE_MEDIA_TYPES)).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
  });
});

describe('checkKycFile', () => {
  it.each(['image/jpeg', 'image/png', 'application/pdf'])('takes a %s file', (type) => {
    expect(checkKycFile(createKycFile({ type }))).toBeNull();
  });

  it('needs a file', () => {
    expect(checkKycFile(null)).toBe(KYC_ERROR_KEYS.fileRequired);
  });

  it('refuses an empty file', () => {
    expect(checkKycFile(createKycFile({ size: 0 }))).toBe(KYC_ERROR_KEYS.fileEmpty);
  });

  it.each([
    ['photo.heic', 'image/heic'],
    ['photo.gif', 'image/gif'],
    ['contract.docx', ''],
  ])('refuses %s', (name, type) => {
    expect(checkKycFile(createKycFile({ name, type }))).toBe(KYC_ERROR_KEYS.fileType);
  });

  it('takes a file of exactly 10 MB', () => {
    expect(checkKycFile(createKycFile({ size: KYC_MAX_UPLOAD_BYTES }))).toBeNull();
  });

  it('refuses a file over 10 MB', () => {
    expect(checkKycFile(createKycFile({ size: KYC_MAX_UPLOAD_BYTES + 1 }))).toBe(KYC_ERROR_KEYS.fileSize);
  });

  it('says 10 MB is 10 000 000 bytes, below the server’s 10 MiB body', () => {
    expect([KYC_MAX_UPLOAD_MEGABYTES, KYC_MAX_UPLOAD_BYTES < 10 * 1024 * 1024]).toEqual([10, true]);
  });
});

describe('checkKycUploadForm', () => {
  it('asks for an identity document with no extra field', () => {
    const file = createKycFile();
    expect(checkKycUploadForm(form({ file, cardNumber: '4571', paymentAccount: 'LV80' }), types)).toEqual({
      ok: true,
      value: { file, documentType: 'ID_CARD' },
    });
  });

  it('sends the card number of a card, trimmed', () => {
    const file = createKycFile();
    expect(
      checkKycUploadForm(
        form({ documentType: 'BANK_CARD', file, cardNumber: ' 4571 73** **** 5610 ', paymentAccount: 'x' }),
        types,
      ),
    ).toEqual({ ok: true, value: { file, documentType: 'BANK_CARD', cardNumber: '4571 73** **** 5610' } });
  });

  it('sends the payment account of a bank statement, trimmed', () => {
    const file = createKycFile({ name: 'izraksts.pdf', type: 'application/pdf' });
    expect(
      checkKycUploadForm(
        form({
          documentType: 'BANK_STATEMENT',
          file,
          cardNumber: 'x',
          paymentAccount: ' LV80BANK0000435195001 ',
        }),
        types,
      ),
    ).toEqual({
      ok: true,
      value: { file, documentType: 'BANK_STATEMENT', paymentAccount: 'LV80BANK0000435195001' },
    });
  });

  it('needs a type', () => {
    expect(checkKycUploadForm(form({ documentType: null }), types)).toEqual({
      ok: false,
      error: { documentType: KYC_ERROR_KEYS.documentTypeRequired },
    });
  });

  it('needs a type the server offers', () => {
    expect(checkKycUploadForm(form({ documentType: 'DRIVING_LICENCE' }), types)).toEqual({
      ok: false,
      error: { documentType: KYC_ERROR_KEYS.documentTypeRequired },
    });
  });

  it('needs the card number of a card', () => {
    expect(checkKycUploadForm(form({ documentType: 'BANK_CARD', cardNumber: '  ' }), types)).toEqual({
      ok: false,
      error: { cardNumber: KYC_ERROR_KEYS.cardNumberRequired },
    });
  });

  it('needs the payment account of a bank statement', () => {
    expect(checkKycUploadForm(form({ documentType: 'BANK_STATEMENT' }), types)).toEqual({
      ok: false,
      error: { paymentAccount: KYC_ERROR_KEYS.paymentAccountRequired },
    });
  });

  it('refuses a file of the wrong type', () => {
    expect(
      checkKycUploadForm(form({ file: createKycFile({ name: 'a.gif', type: 'image/gif' }) }), types),
    ).toEqual({
      ok: false,
      error: { file: KYC_ERROR_KEYS.fileType },
    });
  });

  it('says what is wrong with every field at once', () => {
    expect(checkKycUploadForm(form({ documentType: null, file: null }), types)).toEqual({
      ok: false,
      error: { documentType: KYC_ERROR_KEYS.documentTypeRequired, file: KYC_ERROR_KEYS.fileRequired },
    });
  });

  it('says the card number is missing along with the file', () => {
    expect(checkKycUploadForm(form({ documentType: 'BANK_CARD', file: null }), types)).toEqual({
      ok: false,
      error: { file: KYC_ERROR_KEYS.fileRequired, cardNumber: KYC_ERROR_KEYS.cardNumberRequired },
    });
  });
});

describe('checkTrueNarrativeImages', () => {
  const image = (overrides: Parameters<typeof createKycFile>[0] = {}) => createKycFile(overrides);

  it('takes JPEG and PNG images', () => {
    expect(checkTrueNarrativeImages([image(), image({ name: 'selfie.png', type: 'image/png' })])).toBeNull();
  });

  it('needs an image', () => {
    expect(checkTrueNarrativeImages([])).toBe(KYC_ERROR_KEYS.imagesRequired);
  });

  it('refuses an empty image', () => {
    expect(checkTrueNarrativeImages([image(), image({ size: 0 })])).toBe(KYC_ERROR_KEYS.imagesEmpty);
  });

  it('refuses a PDF', () => {
    expect(checkTrueNarrativeImages([image({ name: 'pase.pdf', type: 'application/pdf' })])).toBe(
      KYC_ERROR_KEYS.imagesType,
    );
  });

  it('refuses images over 10 MB together', () => {
    expect(checkTrueNarrativeImages([image({ size: 6_000_000 }), image({ size: 4_000_001 })])).toBe(
      KYC_ERROR_KEYS.imagesSize,
    );
  });

  it('takes images of 10 MB together', () => {
    expect(checkTrueNarrativeImages([image({ size: 6_000_000 }), image({ size: 4_000_000 })])).toBeNull();
  });
});

describe('uploadPercent', () => {
  it.each([
    [0, 1000, 0],
    [333, 1000, 33],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1200, 1000, 100],
    [-5, 1000, 0],
    [10, 0, 0],
  ])('reads %i of %i bytes as %i %%', (sentBytes, totalBytes, percent) => {
    expect(uploadPercent({ sentBytes, totalBytes })).toBe(percent);
  });
});
