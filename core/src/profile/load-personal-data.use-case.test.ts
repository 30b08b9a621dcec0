import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { createPersonalData } from '../testing/profile.builder.ts';
import { LoadPersonalDataUseCase } from './load-personal-data.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

describe('LoadPersonalDataUseCase', () => {
  it('answers the personal data', async () => {
    const profile = new FakeProfilePort();

    expect(await new LoadPersonalDataUseCase(profile, errors).execute()).toEqual({
      kind: 'loaded',
      value: createPersonalData(),
    });
  });

  it('answers the catalogue entry of a failure', async () => {
    const profile = new FakeProfilePort();
    profile.personalDataResult = fail(createApiFailure(41));

    expect(await new LoadPersonalDataUseCase(profile, errors).execute()).toMatchObject({
      kind: 'failed',
      error: { code: 41, messageKey: 'errors.api.41' },
    });
  });
});
