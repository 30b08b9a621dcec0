import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { UpdateAddressUseCase } from './update-address.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

const setUp = () => {
  const profile = new FakeProfilePort();
  return { profile, useCase: new UpdateAddressUseCase(profile, errors) };
};

describe('UpdateAddressUseCase', () => {
  it('sends the address trimmed with the postal code normalised', async () => {
    const { profile, useCase } = setUp();

    await useCase.execute({ address: ' Lielā iela 12-5 ', city: 'Jelgava ', postalCode: '3001' });

    expect(profile.calls).toEqual([
      {
        call: 'updatePersonalData',
        address: { address: 'Lielā iela 12-5', city: 'Jelgava', postalCode: 'LV-3001' },
      },
    ]);
  });

  it('answers the personal data after the change', async () => {
    const { useCase } = setUp();

    const outcome = await useCase.execute({
      address: 'Lielā iela 12-5',
      city: 'Jelgava',
      postalCode: 'LV-3001',
    });

    expect(outcome).toMatchObject({ kind: 'saved', value: { city: 'Jelgava', firstName: 'Anna' } });
  });

  it('sends nothing without a city', async () => {
    const { profile, useCase } = setUp();

    const outcome = await useCase.execute({ address: 'Lielā iela 12-5', city: '', postalCode: 'LV-3001' });

    expect([outcome, profile.calls]).toEqual([
      { kind: 'invalid', errors: { city: 'myProfile.error.city.required' } },
      [],
    ]);
  });

  it('shows 57 for the form', async () => {
    const { profile, useCase } = setUp();
    profile.updatePersonalDataResult = fail(createApiFailure(57));

    expect(
      await useCase.execute({ address: 'Lielā iela 12-5', city: 'Jelgava', postalCode: 'LV-3001' }),
    ).toMatchObject({ kind: 'refused', refusal: { errors: {}, formError: { code: 57 } } });
  });
});
