import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { ConfirmPhoneCodeUseCase } from './confirm-phone-code.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);
const PHONE = '+37129876543';

const setUp = () => {
  const profile = new FakeProfilePort();
  return { profile, useCase: new ConfirmPhoneCodeUseCase(profile, errors) };
};

describe('ConfirmPhoneCodeUseCase', () => {
  it('confirms the phone with the code typed, without the spaces around it', async () => {
    const { profile, useCase } = setUp();

    const outcome = await useCase.execute(PHONE, { verificationCode: ' 715204 ' });

    expect([outcome, profile.calls]).toEqual([
      { kind: 'saved', value: PHONE },
      [{ call: 'confirmPhoneCode', confirmation: { mobilePhone: PHONE, verificationCode: '715204' } }],
    ]);
  });

  it('sends nothing for a code that is not 4 to 8 digits', async () => {
    const { profile, useCase } = setUp();

    const outcome = await useCase.execute(PHONE, { verificationCode: '71' });

    expect([outcome, profile.calls]).toEqual([
      { kind: 'invalid', errors: { verificationCode: 'myProfile.error.verificationCode.format' } },
      [],
    ]);
  });

  it('shows 82 by the code', async () => {
    const { profile, useCase } = setUp();
    profile.confirmPhoneCodeResult = fail(createApiFailure(82));

    expect(await useCase.execute(PHONE, { verificationCode: '000000' })).toEqual({
      kind: 'refused',
      refusal: { errors: { verificationCode: 'errors.api.82' }, formError: null },
    });
  });

  it('shows 84 (too many codes) for the form', async () => {
    const { profile, useCase } = setUp();
    profile.confirmPhoneCodeResult = fail(createApiFailure(84));

    expect(await useCase.execute(PHONE, { verificationCode: '000000' })).toMatchObject({
      kind: 'refused',
      refusal: { formError: { code: 84 } },
    });
  });
});
