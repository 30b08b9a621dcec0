import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createComplaint } from '../testing/complaint.builder.ts';
import { FakeComplaintPort } from '../testing/complaint-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FileComplaintUseCase } from './file-complaint.use-case.ts';

let port: FakeComplaintPort;
let file: FileComplaintUseCase;
const form = { category: 'GAMES', subject: 'Spēle apstājās', message: 'Spēle apstājās pēc likmes.' };

beforeEach(() => {
  port = new FakeComplaintPort();
  file = new FileComplaintUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('FileComplaintUseCase', () => {
  it('files the complaint as checked', async () => {
    await file.execute({ ...form, subject: ' Spēle apstājās ' });
    expect(port.requests).toEqual([form]);
  });

  it('answers the registered complaint with its reference', async () => {
    expect(await file.execute(form)).toEqual({ kind: 'saved', value: createComplaint() });
  });

  it('sends nothing for a form in error', async () => {
    const outcome = await file.execute({ ...form, message: '' });
    expect([outcome.kind, port.requests]).toEqual(['invalid', []]);
  });

  it('answers a refusal for the form with the catalogue’s text', async () => {
    port.result = fail(createApiFailure(41));
    expect(await file.execute(form)).toMatchObject({
      kind: 'refused',
      refusal: { errors: {}, formError: { code: 41, messageKey: 'errors.api.41' } },
    });
  });
});
