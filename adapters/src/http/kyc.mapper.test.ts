import { describe, expect, it } from 'vitest';
import { aKycDocumentDto, anIdentitySessionDto } from '../testing/kyc-dto.builders.ts';
import {
  toIdentityCheck,
  toKycDocument,
  toKycDocuments,
  toKycDocumentTypes,
  toKycDocumentUploadDto,
} from './kyc.mapper.ts';

describe('toKycDocumentTypes', () => {
  it('keeps the types in the server’s order with what each requires', () => {
    expect(
      toKycDocumentTypes([
        { documentType: 'ID_CARD', requires: 'NONE' },
        { documentType: 'BANK_CARD', requires: 'CARD_NUMBER' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { documentType: 'ID_CARD', requires: 'NONE' },
        { documentType: 'BANK_CARD', requires: 'CARD_NUMBER' },
      ],
    });
  });

  it('rejects a requirement the contract does not name', () => {
    expect(toKycDocumentTypes([{ documentType: 'ID_CARD', requires: 'PHOTO' }])).toEqual({
      ok: false,
      error: 'body[0].requires is not one of NONE, CARD_NUMBER, PAYMENT_ACCOUNT',
    });
  });
});

describe('toKycDocument', () => {
  it('reads the document with its upload time in epoch ms', () => {
    expect(toKycDocument(aKycDocumentDto())).toEqual({
      ok: true,
      value: {
        id: 7001,
        fileName: 'id-karte-prieksa.pdf',
        documentType: 'ID_CARD',
        cardNumber: null,
        paymentAccount: null,
        status: 'APPROVED',
        rejectionReason: null,
        uploadedAt: Date.UTC(2024, 1, 4, 7, 12, 44),
      },
    });
  });

  it('reads the card number, account and rejection reason when present', () => {
    const result = toKycDocument(
      aKycDocumentDto({
        cardNumber: '5168 44** **** 2290',
        paymentAccount: 'LV80BANK0000435195001',
        status: 'REJECTED',
        rejectionReason: 'Attēls ir neskaidrs',
      }),
    );
    expect(
      result.ok && [result.value.cardNumber, result.value.paymentAccount, result.value.rejectionReason],
    ).toEqual(['5168 44** **** 2290', 'LV80BANK0000435195001', 'Attēls ir neskaidrs']);
  });

  it('reads an absent rejection reason as null', () => {
    const { rejectionReason: _absent, ...dto } = aKycDocumentDto();
    const result = toKycDocument(dto);
    expect(result.ok && result.value.rejectionReason).toBeNull();
  });

  it('rejects a card number that is not a string', () => {
    expect(toKycDocument({ ...aKycDocumentDto(), cardNumber: 4571 })).toEqual({
      ok: false,
      error: 'body.cardNumber is not a string',
    });
  });

  it('rejects an upload time that is not a date-time', () => {
    expect(toKycDocument(aKycDocumentDto({ uploadedAt: 'vakar' }))).toEqual({
      ok: false,
      error: 'body.uploadedAt is not a date-time',
    });
  });

  it('rejects a status the contract does not name', () => {
    expect(toKycDocument({ ...aKycDocumentDto(), status: 'LOST' })).toMatchObject({ ok: false });
  });
});

describe('toKycDocuments', () => {
  it('keeps the server’s order', () => {
    const result = toKycDocuments([aKycDocumentDto({ id: 2 }), aKycDocumentDto({ id: 1 })]);
    expect(result.ok && result.value.map((document) => document.id)).toEqual([2, 1]);
  });

  it('names the item in error', () => {
    expect(toKycDocuments([aKycDocumentDto(), { ...aKycDocumentDto(), paymentAccount: true }])).toEqual({
      ok: false,
      error: 'body[1].paymentAccount is not a string',
    });
  });

  it('rejects a body that is not a list', () => {
    expect(toKycDocuments({ documents: [] })).toEqual({ ok: false, error: 'body is not an array' });
  });
});

describe('toIdentityCheck', () => {
  it('reads the check and its page', () => {
    expect(toIdentityCheck(anIdentitySessionDto(), 'IDENFY')).toEqual({
      ok: true,
      value: {
        provider: 'IDENFY',
        reference: 'idv-2026-11-21-0042',
        status: 'STARTED',
        url: 'https://ivs.idenfy.com/api/v2/redirect?authToken=Qm8sY2xpZW50',
      },
    });
  });

  it('reads a check without a page', () => {
    const result = toIdentityCheck(
      anIdentitySessionDto({ provider: 'TRUENARRATIVE', status: 'PENDING_REVIEW', url: null }),
      'TRUENARRATIVE',
    );
    expect(result.ok && result.value.url).toBeNull();
  });

  it('takes the sandbox’s http page', () => {
    const url = 'http://127.0.0.1:4000/__sandbox/pages/identity/sp-1a2b3c4d';
    const result = toIdentityCheck(anIdentitySessionDto({ provider: 'SHUFTIPRO', url }), 'SHUFTIPRO');
    expect(result.ok && result.value.url).toBe(url);
  });

  it('rejects another service’s check', () => {
    expect(toIdentityCheck(anIdentitySessionDto(), 'SHUFTIPRO')).toEqual({
      ok: false,
      error: 'body.provider is not SHUFTIPRO',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>'])('never opens %s', (url) => {
    expect(toIdentityCheck(anIdentitySessionDto({ url }), 'IDENFY')).toEqual({
      ok: false,
      error: 'body.url is not an http or https URL',
    });
  });

  it('rejects a page that is not a URL', () => {
    expect(toIdentityCheck(anIdentitySessionDto({ url: '/relative/page' }), 'IDENFY')).toEqual({
      ok: false,
      error: 'body.url is not a URL',
    });
  });
});

describe('toKycDocumentUploadDto', () => {
  it('sends the type alone for an identity document', () => {
    expect(
      toKycDocumentUploadDto({
        file: { name: 'a.jpg', type: 'image/jpeg', size: 1 },
        documentType: 'ID_CARD',
      }),
    ).toEqual({
      documentType: 'ID_CARD',
    });
  });

  it('sends the card number of a card', () => {
    expect(
      toKycDocumentUploadDto({
        file: { name: 'a.jpg', type: 'image/jpeg', size: 1 },
        documentType: 'BANK_CARD',
        cardNumber: '4571 73** **** 5610',
      }),
    ).toEqual({ documentType: 'BANK_CARD', cardNumber: '4571 73** **** 5610' });
  });

  it('sends the payment account of a statement', () => {
    expect(
      toKycDocumentUploadDto({
        file: { name: 'a.pdf', type: 'application/pdf', size: 1 },
        documentType: 'BANK_STATEMENT',
        paymentAccount: 'LV80BANK0000435195001',
      }),
    ).toEqual({ documentType: 'BANK_STATEMENT', paymentAccount: 'LV80BANK0000435195001' });
  });
});
