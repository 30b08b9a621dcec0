import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { createRegions } from '../testing/profile.builder.ts';
import { AddressChoicesUseCase } from './address-choices.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

describe('AddressChoicesUseCase', () => {
  it('answers the regions', async () => {
    const useCase = new AddressChoicesUseCase(new FakeProfilePort(), errors);

    expect(await useCase.regions()).toEqual({ kind: 'loaded', value: createRegions() });
  });

  it('answers the towns of the region asked for', async () => {
    const profile = new FakeProfilePort();

    const outcome = await new AddressChoicesUseCase(profile, errors).towns('JELGAVAS_NOVADS');

    expect([outcome.kind === 'loaded' && outcome.value.map((town) => town.name), profile.calls]).toEqual([
      ['Ozolnieki', 'Kalnciems', 'Eleja', 'Svēte'],
      [{ call: 'getTowns', regionCode: 'JELGAVAS_NOVADS' }],
    ]);
  });

  it('answers the catalogue entry of a failure', async () => {
    const profile = new FakeProfilePort();
    profile.regionsResult = fail(createApiFailure(41));

    expect(await new AddressChoicesUseCase(profile, errors).regions()).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });
});
