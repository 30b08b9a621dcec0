import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { SendPhoneCodeUseCase } from './send-phone-code.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

const setUp = () => {
  const profile = new FakeProfilePort();
  return { profile, useCase: new SendPhoneCodeUseCase(profile, errors) };
};

describe('SendPhoneCodeUseCase', () => {
  it('sends the code to the calling code followed by the number', async () => {
    const { profile, useCase } = setUp();

    const outcome = await useCase.execute({ mobilePhoneCode: '+371', mobilePhone: '29876543' });

    const phone = { mobilePhone: '+37129876543', mobilePhoneCode: '+371' };
    expect([outcome, profile.calls]).toEqual([
      { kind: 'saved', value: phone },
      [{ call: 'sendPhoneCode', phone }],
    ]);
  });

  it('sends nothing for a number too short for its calling code', async () => {
    const { profile, useCase } = setUp();

    const outcome = await useCase.execute({ mobilePhoneCode: '+371', mobilePhone: '2987' });

    expect([outcome, profile.calls]).toEqual([
      { kind: 'invalid', errors: { mobilePhone: 'myProfile.error.mobilePhone.length' } },
      [],
    ]);
  });

  it('shows 115 by the number', async () => {
    const { profile, useCase } = setUp();
    profile.sendPhoneCodeResult = fail(createApiFailure(115));

    expect(await useCase.execute({ mobilePhoneCode: '+371', mobilePhone: '28765432' })).toEqual({
      kind: 'refused',
      refusal: { errors: { mobilePhone: 'errors.api.115' }, formError: null },
    });
  });

  it('shows 81 (an SMS moments ago) for the form', async () => {
    const { profile, useCase } = setUp();
    profile.sendPhoneCodeResult = fail(createApiFailure(81));

    expect(await useCase.execute({ mobilePhoneCode: '+371', mobilePhone: '29876543' })).toMatchObject({
      kind: 'refused',
      refusal: { errors: {}, formError: { code: 81 } },
    });
  });
});
