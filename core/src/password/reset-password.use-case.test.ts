import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeAccountPort } from '../testing/account-port.fake.ts';
import { FAKE_ERROR_TABLE, FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import type { ResetPasswordValues } from './reset-password.schema.ts';
import { ResetPasswordUseCase } from './reset-password.use-case.ts';

const format = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;
const values: ResetPasswordValues = {
  username: ' anna ',
  key: ' k-1 ',
  password: 'Casino2027!',
  rePassword: 'Casino2027!',
};
let account: FakeAccountPort;
let reset: ResetPasswordUseCase;

beforeEach(() => {
  account = new FakeAccountPort();
  const errors = new FakeErrorCatalogue([
    ...FAKE_ERROR_TABLE,
    { code: 5, name: 'KEY_EXPIRED', messageKey: 'errors.api.5', clientAction: 'show-message' },
  ]);
  reset = new ResetPasswordUseCase(account, errors);
});

describe('ResetPasswordUseCase', () => {
  it('sends the username and key of the link with the new password', async () => {
    await reset.execute(values, format);
    expect(account.resetPasswordCalls).toEqual([{ username: 'anna', key: 'k-1', password: 'Casino2027!' }]);
  });

  it('shows the success message and opens the login modal', async () => {
    expect(await reset.execute(values, format)).toEqual({
      kind: 'reset',
      messageKey: 'resetPassword.success',
      next: { kind: 'open-modal', modal: 'login' },
    });
  });

  it('fails with the catalogue entry, e.g. an expired key', async () => {
    account.resetPasswordResult = fail(createApiFailure(5));
    expect(await reset.execute(values, format)).toMatchObject({ kind: 'failed', error: { code: 5 } });
  });

  it('refuses a password off the rules without a call', async () => {
    expect(await reset.execute({ ...values, password: 'short', rePassword: 'short' }, format)).toEqual({
      kind: 'invalid',
      errors: { password: 'resetPassword.error.password.format' },
    });
    expect(account.resetPasswordCalls).toEqual([]);
  });
});
