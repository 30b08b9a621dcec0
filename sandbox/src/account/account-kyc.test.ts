import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { paths, type ApiClient } from '../testing/sandbox-harness.ts';
import { accountPaths, codeOf, postForm, startAccountSandbox } from './account.test-kit.ts';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00]);

function uploadForm(bytes: Uint8Array<ArrayBuffer>, fileName: string, data: unknown): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes]), fileName);
  form.append('data', new Blob([JSON.stringify(data)], { type: 'application/json' }));
  return form;
}

describe('KYC documents and identity services', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let token: string;

  beforeEach(async () => {
    ({ sandbox, api } = await startAccountSandbox());
    token = (await api.login('janis')).accessToken;
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('lists the document types and the field each needs', async () => {
    const response = await api.get(accountPaths.documentTypes, token);
    expect(response.body).toContainEqual({ documentType: 'BANK_CARD', requires: 'CARD_NUMBER' });
  });

  it('finds the documents of a review state', async () => {
    const response = await api.post(accountPaths.documentsSearch, { statuses: ['REJECTED'] }, token);
    expect(response.body).toEqual([expect.objectContaining({ id: 7004, documentType: 'BANK_CARD' })]);
  });

  it('stores an uploaded card photo for review and lists it first', async () => {
    const form = uploadForm(jpeg, 'karte.jpg', {
      documentType: 'BANK_CARD',
      cardNumber: '5168 44** **** 2290',
    });
    const upload = await postForm(sandbox.url, accountPaths.documents, form, token);
    expect(upload.body).toMatchObject({
      fileName: 'karte.jpg',
      status: 'PENDING',
      cardNumber: '5168 44** **** 2290',
    });
    const list = await api.get(accountPaths.customerDocuments(1002), token);
    expect((list.body as { fileName: string }[])[0]?.fileName).toBe('karte.jpg');
  });

  it('reads the data part also as a plain text field', async () => {
    const form = new FormData();
    form.append('file', new Blob([jpeg]), 'pase.jpg');
    form.append('data', JSON.stringify({ documentType: 'PASSPORT' }));
    const upload = await postForm(sandbox.url, accountPaths.documents, form, token);
    expect(upload.body).toMatchObject({ documentType: 'PASSPORT', status: 'PENDING' });
  });

  it('puts an unverified customer who uploaded a document in the back office queue', async () => {
    await postForm(
      sandbox.url,
      accountPaths.documents,
      uploadForm(jpeg, 'pase.jpg', { documentType: 'PASSPORT' }),
      token,
    );
    expect((await api.get(paths.currentCustomer, token)).body).toMatchObject({
      kycVerified: 'WAITING_BO_USER',
    });
  });

  it('answers 72 to a file that is not JPEG, PNG or PDF', async () => {
    const form = uploadForm(gif, 'pase.gif', { documentType: 'PASSPORT' });
    const upload = await postForm(sandbox.url, accountPaths.documents, form, token);
    expect([upload.status, (upload.body as { errorCode: number }).errorCode]).toEqual([400, 72]);
  });

  it('answers 57 to a card document without its card number', async () => {
    const upload = await postForm(
      sandbox.url,
      accountPaths.documents,
      uploadForm(jpeg, 'k.jpg', { documentType: 'BANK_CARD' }),
      token,
    );
    expect((upload.body as { errorCode: number }).errorCode).toBe(57);
  });

  it("answers 4 to another customer's documents", async () => {
    expect(codeOf(await api.get(accountPaths.customerDocuments(1001), token))).toBe(4);
  });

  it('runs a TrueNarrative check on uploaded images', async () => {
    const form = new FormData();
    form.append('images', new Blob([jpeg]), 'front.jpg');
    form.append('images', new Blob([jpeg]), 'selfie.jpg');
    const response = await postForm(sandbox.url, accountPaths.trueNarrative, form, token);
    expect(response.body).toMatchObject({ provider: 'TRUENARRATIVE', status: 'PENDING_REVIEW', url: null });
  });

  it('opens a Shufti Pro page whose approval makes the customer VERIFIED', async () => {
    const started = await api.post(accountPaths.shuftiPro, undefined, token);
    const { url } = started.body as { url: string };
    expect(url.startsWith(`${sandbox.url}/__sandbox/pages/identity/sp-`)).toBe(true);
    const approved = await fetch(`${url}/approve`, { method: 'POST', body: new FormData() });
    expect(await approved.text()).toContain('VERIFIED');
    expect((await api.get(paths.currentCustomer, token)).body).toMatchObject({ kycVerified: 'VERIFIED' });
  });

  it('starts an iDenfy check on a sandbox page', async () => {
    const started = await api.post(accountPaths.idenfy, undefined, token);
    expect(started.body).toMatchObject({ provider: 'IDENFY', status: 'STARTED' });
  });
});
