import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeKycPort } from '../testing/kyc-port.fake.ts';
import { createKycDocuments } from '../testing/kyc.builder.ts';
import { KYC_DOCUMENT_STATUSES } from './kyc.ts';
import { ListKycDocumentsUseCase } from './list-kyc-documents.use-case.ts';

let port: FakeKycPort;
let list: ListKycDocumentsUseCase;

beforeEach(() => {
  port = new FakeKycPort();
  list = new ListKycDocumentsUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('ListKycDocumentsUseCase', () => {
  it('lists every document of the customer', async () => {
    expect(await list.execute(1002)).toEqual({ kind: 'ready', documents: createKycDocuments() });
    expect(port.calls).toEqual([{ call: 'getCustomerDocuments', customerId: 1002 }]);
  });

  it('lists every document for an empty filter', async () => {
    await list.execute(1002, { statuses: [] });
    expect(port.calls).toEqual([{ call: 'getCustomerDocuments', customerId: 1002 }]);
  });

  it('searches the documents of the review states asked for', async () => {
    const outcome = await list.execute(1002, { statuses: ['REJECTED'] });
    expect(port.calls).toEqual([{ call: 'searchDocuments', filter: { statuses: ['REJECTED'] } }]);
    expect(outcome).toMatchObject({ kind: 'ready', documents: [{ id: 7004 }] });
  });

  it('answers a failure with its catalogue text', async () => {
    port.documents = fail(createApiFailure(4));
    expect(await list.execute(1002)).toMatchObject({ kind: 'failed', error: { messageKey: 'errors.api.4' } });
  });
});

describe('KYC_DOCUMENT_STATUSES', () => {
  it('lists the review states in the order of a review', () => {
    expect(KYC_DOCUMENT_STATUSES).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
  });
});
