import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { createUser } from '../testing/user.builder.ts';
import { UpdateContactDetailsUseCase } from './update-contact-details.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

const setUp = () => {
  const profile = new FakeProfilePort();
  return { profile, useCase: new UpdateContactDetailsUseCase(profile, errors) };
};

describe('UpdateContactDetailsUseCase', () => {
  it('saves the e-mail and answers the customer', async () => {
    const { profile, useCase } = setUp();
    profile.user = createUser({ id: 1001, firstName: 'Anna' });

    const outcome = await useCase.execute({ email: 'anna.new@example.lv' });

    expect([outcome, profile.calls]).toEqual([
      { kind: 'saved', value: profile.user },
      [{ call: 'updateCustomer', update: { email: 'anna.new@example.lv' } }],
    ]);
  });

  it('sends nothing for an e-mail that breaks a rule', async () => {
    const { profile, useCase } = setUp();

    const outcome = await useCase.execute({ email: 'anna.example.lv' });

    expect([outcome, profile.calls]).toEqual([
      { kind: 'invalid', errors: { email: 'myProfile.error.email.format' } },
      [],
    ]);
  });

  it('shows 13 by the e-mail', async () => {
    const { profile, useCase } = setUp();
    profile.updateCustomerResult = fail(createApiFailure(13));

    expect(await useCase.execute({ email: 'janis@example.lv' })).toEqual({
      kind: 'refused',
      refusal: { errors: { email: 'errors.api.13' }, formError: null },
    });
  });
});
