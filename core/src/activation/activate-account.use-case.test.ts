import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeAccountPort } from '../testing/account-port.fake.ts';
import { FAKE_ERROR_TABLE, FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { ActivateAccountUseCase } from './activate-account.use-case.ts';

const key = { username: 'janis', activationKey: 'k-123' };
const errors = new FakeErrorCatalogue([
  ...FAKE_ERROR_TABLE,
  { code: 8, name: 'INVALID_KEY', messageKey: 'errors.api.8', clientAction: 'show-message' },
  { code: 48, name: 'KEY_ALREADY_USED', messageKey: 'errors.api.48', clientAction: 'show-message' },
]);
let account: FakeAccountPort;
let activate: ActivateAccountUseCase;

beforeEach(() => {
  account = new FakeAccountPort();
  activate = new ActivateAccountUseCase(account, errors);
});

describe('ActivateAccountUseCase', () => {
  it('sends the username and the activation key of the link', async () => {
    await activate.execute(key);
    expect(account.activateCalls).toEqual([key]);
  });

  it('shows the success title, message and a login button on code 0', async () => {
    expect(await activate.execute(key)).toEqual({
      kind: 'activated',
      code: 0,
      titleKey: 'activation.success.title',
      messageKey: 'activation.success.message',
      next: { kind: 'open-modal', modal: 'login' },
    });
  });

  it('shows the text of the code and a back-to-home button otherwise', async () => {
    account.activateResult = fail(createApiFailure(48));
    expect(await activate.execute(key)).toEqual({
      kind: 'failed',
      error: {
        code: 48,
        name: 'KEY_ALREADY_USED',
        messageKey: 'errors.api.48',
        clientAction: 'show-message',
      },
      next: { kind: 'navigate', to: { name: 'home' } },
    });
  });

  it('falls back to -1 for a code the catalogue does not know', async () => {
    account.activateResult = fail(createApiFailure(777));
    expect(await activate.execute(key)).toMatchObject({ error: { code: -1, messageKey: 'errors.api.-1' } });
  });

  it('falls back to -1 when the server cannot be reached', async () => {
    account.activateResult = fail(createTransportFailure());
    expect(await activate.execute(key)).toMatchObject({ error: { code: -1 } });
  });

  it.each([
    { username: '', activationKey: 'k-123' },
    { username: 'janis', activationKey: ' ' },
  ])('shows the invalid-key text without a call for a link missing a value: %j', async (partial) => {
    expect(await activate.execute(partial)).toMatchObject({ kind: 'failed', error: { code: 8 } });
    expect(account.activateCalls).toEqual([]);
  });
});
