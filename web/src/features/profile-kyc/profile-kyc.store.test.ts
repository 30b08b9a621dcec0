import { ErrorCatalogueTable } from '@lv-casino/core/errors/error-catalogue.table.ts';
import { ListKycDocumentsUseCase } from '@lv-casino/core/kyc/list-kyc-documents.use-case.ts';
import { LoadKycDocumentTypesUseCase } from '@lv-casino/core/kyc/load-kyc-document-types.use-case.ts';
import { RunTrueNarrativeUseCase } from '@lv-casino/core/kyc/run-true-narrative.use-case.ts';
import { StartIdentityCheckUseCase } from '@lv-casino/core/kyc/start-identity-check.use-case.ts';
import { UploadKycDocumentUseCase } from '@lv-casino/core/kyc/upload-kyc-document.use-case.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { CONTRACT_ERROR_TABLE } from '@lv-casino/core/testing/generated/error-catalogue.fixture.ts';
import { createKycFile } from '@lv-casino/core/testing/kyc.builder.ts';
import { FakeKycPort } from '@lv-casino/core/testing/kyc-port.fake.ts';
import { createUser } from '@lv-casino/core/testing/user.builder.ts';
import { describe, expect, it } from 'vitest';
import { ProfileKycStore } from './profile-kyc.store.ts';

/** Lets every pending promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The store over a fake port, its KYC_CHANGED listeners and the pages it opened. */
function createStore(kyc = new FakeKycPort(), user: User | null = createUser({ id: 1002 })) {
  const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);
  const listeners = new Set<() => void>();
  const opened: string[] = [];
  const store = new ProfileKycStore({
    loadTypes: new LoadKycDocumentTypesUseCase(kyc, errors),
    listDocuments: new ListKycDocumentsUseCase(kyc, errors),
    upload: new UploadKycDocumentUseCase(kyc, errors),
    startCheck: new StartIdentityCheckUseCase(kyc, errors),
    runTrueNarrative: new RunTrueNarrativeUseCase(kyc, errors),
    user: () => user,
    onKycChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openPage: (url) => opened.push(url),
  });
  const kycChanged = () => {
    for (const listener of listeners) listener();
  };
  return { store, kyc, listeners, kycChanged, opened };
}

const documentLoads = (kyc: FakeKycPort) => kyc.calls.filter((c) => c.call === 'getCustomerDocuments').length;

describe('ProfileKycStore', () => {
  it('listens to KYC_CHANGED once after a dispose and a second activate (StrictMode)', async () => {
    const { store, listeners, kycChanged, kyc } = createStore();
    store.activate();
    store.dispose();
    store.activate();
    await settle();

    kycChanged();
    await settle();

    expect([listeners.size, documentLoads(kyc)]).toEqual([1, 3]);
  });

  it('stops listening to KYC_CHANGED when disposed', () => {
    const { store, listeners } = createStore();
    store.activate();

    store.dispose();

    expect(listeners.size).toBe(0);
  });

  it('drops answers that arrive after it was disposed', async () => {
    const { store, kyc } = createStore();
    kyc.hold();
    store.activate();
    store.dispose();

    kyc.release();
    await settle();

    expect([store.types.kind, store.documents.kind]).toEqual(['loading', 'loading']);
  });

  it('loads no documents while nobody is logged in', async () => {
    const { store, kyc } = createStore(new FakeKycPort(), null);

    store.activate();
    await settle();

    expect([documentLoads(kyc), store.status, store.offersIdentityChecks]).toEqual([0, null, false]);
  });

  it('keeps the last list on screen while it loads again', async () => {
    const { store, kyc, kycChanged } = createStore();
    store.activate();
    await settle();
    kyc.hold();

    kycChanged();

    expect([store.documents.kind, store.documentsLoading]).toEqual(['ready', true]);
    kyc.release();
    await settle();
    expect(store.documentsLoading).toBe(false);
  });

  it('tells the upload’s progress until it is answered', async () => {
    const kyc = new FakeKycPort();
    kyc.progress = [0.3];
    const { store } = createStore(kyc);
    store.activate();
    await settle();
    store.upload.chooseType('PASSPORT');
    store.upload.chooseFile(createKycFile());
    kyc.hold();

    const submitted = store.upload.submit();

    expect(store.upload.phase).toEqual({ kind: 'sending', percent: 30 });
    kyc.release();
    await submitted;
    expect(store.upload.phase.kind).toBe('uploaded');
  });

  it('ignores a second submit while one is under way', async () => {
    const { store, kyc } = createStore();
    store.activate();
    await settle();
    store.upload.chooseType('PASSPORT');
    store.upload.chooseFile(createKycFile());
    kyc.hold();

    const first = store.upload.submit();
    await store.upload.submit();
    kyc.release();
    await first;

    expect(kyc.calls.filter((c) => c.call === 'uploadDocument')).toHaveLength(1);
  });

  it('opens the page of a service once, however often it is asked while starting', async () => {
    const { store, kyc, opened } = createStore();
    kyc.hold();

    const first = store.identity.start('SHUFTIPRO');
    await store.identity.start('SHUFTIPRO');
    kyc.release();
    await first;

    expect(opened).toEqual(['https://app.shuftipro.com/verification/process/8f31c2']);
  });

  it('drops the card number’s error with another type and keeps the number typed', async () => {
    const { store } = createStore();
    store.activate();
    await settle();
    store.upload.chooseType('BANK_CARD');
    store.upload.setCardNumber('  ');
    await store.upload.submit();

    store.upload.chooseType('PASSPORT');

    expect([store.upload.errors.cardNumber, store.upload.cardNumber]).toEqual([undefined, '  ']);
  });
});
