import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { ChangePasswordUseCase } from './change-password.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);
const RULES = { username: 'anna', passwordFormat: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)\S{8,32}$/ };
const VALUES = { currentPassword: 'Casino2026!', newPassword: 'Ziema2027!', rePassword: 'Ziema2027!' };

const setUp = () => {
  const profile = new FakeProfilePort();
  return { profile, useCase: new ChangePasswordUseCase(profile, errors) };
};

describe('ChangePasswordUseCase', () => {
  it('sends the old password and the new one twice', async () => {
    const { profile, useCase } = setUp();

    const outcome = await useCase.execute(VALUES, RULES);

    expect([outcome, profile.calls]).toEqual([
      { kind: 'saved', value: undefined },
      [
        {
          call: 'changePassword',
          change: { oldPassword: 'Casino2026!', newPassword: 'Ziema2027!', reNewPassword: 'Ziema2027!' },
        },
      ],
    ]);
  });

  it('sends nothing for a new password the rules refuse', async () => {
    const { profile, useCase } = setUp();

    const outcome = await useCase.execute({ ...VALUES, newPassword: 'ziema', rePassword: 'ziema' }, RULES);

    expect([outcome, profile.calls]).toEqual([
      { kind: 'invalid', errors: { newPassword: 'myProfile.error.newPassword.format' } },
      [],
    ]);
  });

  it('shows 1 by the current password', async () => {
    const { profile, useCase } = setUp();
    profile.changePasswordResult = fail(createApiFailure(1));

    expect(await useCase.execute(VALUES, RULES)).toEqual({
      kind: 'refused',
      refusal: { errors: { currentPassword: 'myProfile.error.currentPassword.wrong' }, formError: null },
    });
  });

  it('shows 19 by the repeated password', async () => {
    const { profile, useCase } = setUp();
    profile.changePasswordResult = fail(createApiFailure(19));

    expect(await useCase.execute(VALUES, RULES)).toEqual({
      kind: 'refused',
      refusal: { errors: { rePassword: 'errors.api.19' }, formError: null },
    });
  });

  it('shows another code for the form', async () => {
    const { profile, useCase } = setUp();
    profile.changePasswordResult = fail(createApiFailure(41));

    expect(await useCase.execute(VALUES, RULES)).toMatchObject({
      kind: 'refused',
      refusal: { errors: {}, formError: { code: 41 } },
    });
  });
});
