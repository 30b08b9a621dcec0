import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeAuthPort } from '../testing/auth-port.fake.ts';
import { FAKE_ERROR_TABLE, FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createTransportFailure } from '../testing/failure.builder.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { AccountLockNotificationUseCase } from './account-lock-notification.use-case.ts';

const errors = new FakeErrorCatalogue([
  ...FAKE_ERROR_TABLE,
  { code: 66, name: 'COOLING_OFF', messageKey: 'errors.api.66', clientAction: 'show-message' },
  { code: 69, name: 'FROZEN', messageKey: 'errors.api.69', clientAction: 'show-message' },
]);
const changed = (accountLockStatus: unknown) => ({
  notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
  data: { accountLockStatus },
});

let tokens: InMemoryTokenStore;
let auth: FakeAuthPort;
let lock: AccountLockNotificationUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens({ accessToken: 'a-1' }));
  auth = new FakeAuthPort({ tokens });
  lock = new AccountLockNotificationUseCase(auth, tokens, errors);
});

describe('AccountLockNotificationUseCase', () => {
  it('updates the status to ACTIVE and raises ACCOUNT_STATUS_ACTIVATED', async () => {
    expect(await lock.execute(changed('ACTIVE'))).toEqual({
      kind: 'status-updated',
      accountLockStatus: 'ACTIVE',
      events: [{ kind: 'ACCOUNT_STATUS_ACTIVATED' }],
    });
  });

  it('keeps the session when the account becomes ACTIVE', async () => {
    await lock.execute(changed('ACTIVE'));
    expect([auth.logoutCalls, tokens.read()]).toEqual([[], createTokens({ accessToken: 'a-1' })]);
  });

  it.each(['CLOSED', 'INACTIVE', 'FROZEN', 'COOLING_OFF'])(
    'forces a logout, then the login modal, on %s',
    async (status) => {
      expect(await lock.execute(changed(status))).toMatchObject({
        kind: 'forced-logout',
        accountLockStatus: status,
        next: { kind: 'open-modal', modal: 'login' },
        clear: ['user', 'customer-config', 'reality-check-timer'],
        events: [{ kind: 'LOGOUT', reason: 'forced' }],
      });
    },
  );

  it('ends the server session while the tokens are stored, then forgets them', async () => {
    await lock.execute(changed('CLOSED'));
    expect([auth.logoutCalls, tokens.read()]).toEqual([[{ accessToken: 'a-1' }], null]);
  });

  it('treats an unknown status as blocked and forces a logout', async () => {
    expect(await lock.execute(changed('UNDER_REVIEW'))).toMatchObject({
      kind: 'forced-logout',
      accountLockStatus: 'BLOCKED',
      messageKey: 'errors.api.2',
    });
  });

  it('treats a message without a status as blocked', async () => {
    expect(await lock.execute({ notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED' })).toMatchObject({
      accountLockStatus: 'BLOCKED',
    });
  });

  it('explains FROZEN with the frozen message', async () => {
    expect(await lock.execute(changed('FROZEN'))).toMatchObject({ messageKey: 'errors.api.69' });
  });

  it('explains COOLING_OFF with the cooling-off message', async () => {
    expect(await lock.execute(changed('COOLING_OFF'))).toMatchObject({ messageKey: 'errors.api.66' });
  });

  it('logs out even when the logout call fails', async () => {
    auth.logoutResult = fail(createTransportFailure());
    expect(await lock.execute(changed('FROZEN'))).toMatchObject({ kind: 'forced-logout' });
  });

  it('ignores other notifications', async () => {
    expect(await lock.execute({ notificationType: 'KYC_VERIFIED' })).toEqual({ kind: 'ignored' });
  });
});
