import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeKycPort } from '../testing/kyc-port.fake.ts';
import { createKycDocumentTypes } from '../testing/kyc.builder.ts';
import { LoadKycDocumentTypesUseCase } from './load-kyc-document-types.use-case.ts';

let port: FakeKycPort;
let load: LoadKycDocumentTypesUseCase;

beforeEach(() => {
  port = new FakeKycPort();
  load = new LoadKycDocumentTypesUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('LoadKycDocumentTypesUseCase', () => {
  it('answers the server’s types in its order', async () => {
    expect(await load.execute()).toEqual({ kind: 'ready', types: createKycDocumentTypes() });
  });

  it('answers a failure with its catalogue text', async () => {
    port.types = fail(createApiFailure(41));
    expect(await load.execute()).toMatchObject({ kind: 'failed', error: { messageKey: 'errors.api.41' } });
  });

  it('answers no connection with the general error', async () => {
    port.types = fail(createTransportFailure());
    expect(await load.execute()).toMatchObject({ kind: 'failed', error: { code: -1 } });
  });
});
