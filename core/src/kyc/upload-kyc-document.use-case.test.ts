import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeKycPort } from '../testing/kyc-port.fake.ts';
import { createKycDocumentTypes, createKycFile } from '../testing/kyc.builder.ts';
import { KYC_ERROR_KEYS, type KycUploadForm } from './kyc-upload.rule.ts';
import { UploadKycDocumentUseCase } from './upload-kyc-document.use-case.ts';

let port: FakeKycPort;
let upload: UploadKycDocumentUseCase;
const types = createKycDocumentTypes();
const file = createKycFile({ name: 'karte.png', type: 'image/png', size: 1000 });
const form = (overrides: Partial<KycUploadForm> = {}): KycUploadForm => ({
  documentType: 'BANK_CARD',
  file,
  cardNumber: '4571 73** **** 5610',
  paymentAccount: '',
  ...overrides,
});
const ignore = (): void => undefined;

beforeEach(() => {
  port = new FakeKycPort();
  upload = new UploadKycDocumentUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('UploadKycDocumentUseCase', () => {
  it('sends the file with its type and card number', async () => {
    await upload.execute(form(), types, ignore);
    expect(port.calls).toEqual([
      {
        call: 'uploadDocument',
        upload: { file, documentType: 'BANK_CARD', cardNumber: '4571 73** **** 5610' },
      },
    ]);
  });

  it('answers the stored document, pending review', async () => {
    expect(await upload.execute(form(), types, ignore)).toMatchObject({
      kind: 'uploaded',
      document: { id: 7101, fileName: 'karte.png', status: 'PENDING' },
    });
  });

  it('tells the progress as percentages', async () => {
    port.progress = [0.25, 0.999, 1];
    const told: number[] = [];
    await upload.execute(form(), types, (percent) => told.push(percent));
    expect(told).toEqual([25, 99, 100]);
  });

  it('sends nothing for a form in error', async () => {
    const outcome = await upload.execute(form({ cardNumber: '' }), types, ignore);
    expect([outcome, port.calls]).toEqual([
      { kind: 'invalid', errors: { cardNumber: KYC_ERROR_KEYS.cardNumberRequired } },
      [],
    ]);
  });

  it('sends nothing for a file over 10 MB', async () => {
    const outcome = await upload.execute(form({ file: createKycFile({ size: 10_000_001 }) }), types, ignore);
    expect([outcome, port.calls]).toEqual([
      { kind: 'invalid', errors: { file: KYC_ERROR_KEYS.fileSize } },
      [],
    ]);
  });

  it('shows 72 (file format not allowed) by the file', async () => {
    port.uploadResult = fail(createApiFailure(72));
    expect(await upload.execute(form(), types, ignore)).toMatchObject({
      kind: 'refused',
      refusal: { target: 'file', error: { code: 72, messageKey: 'errors.api.72' } },
    });
  });

  it('shows another refusal for the form', async () => {
    port.uploadResult = fail(createApiFailure(57));
    expect(await upload.execute(form(), types, ignore)).toMatchObject({
      kind: 'refused',
      refusal: { target: 'form', error: { messageKey: 'errors.api.57' } },
    });
  });

  it('shows no connection for the form with the general error', async () => {
    port.uploadResult = fail(createTransportFailure());
    expect(await upload.execute(form(), types, ignore)).toMatchObject({
      kind: 'refused',
      refusal: { target: 'form', error: { code: -1 } },
    });
  });
});
