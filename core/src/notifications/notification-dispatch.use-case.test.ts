import { describe, expect, it } from 'vitest';
import { FakeNotificationCatalogue } from '../testing/catalogues.fake.ts';
import type { NotificationAction, NotificationDescriptor } from './customer-notification.ts';
import { NotificationDispatchUseCase } from './notification-dispatch.use-case.ts';

const entry = (
  notificationType: string,
  clientAction: NotificationAction,
  messageKey = `notifications.${notificationType}`,
): NotificationDescriptor => ({
  notificationType,
  messageKey,
  clientAction,
});

const dispatch = new NotificationDispatchUseCase(
  new FakeNotificationCatalogue([
    entry('SELF_EXCLUSION', 'force-logout-open-login', 'gaming.error.self.excluded'),
    entry('KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD', 'update-kyc-status'),
    entry('KYC_VERIFICATION_COMPLETED', 'update-kyc-status'),
    entry('ACCOUNT_LOCK_STATUS_CHANGED', 'update-account-lock'),
    entry('REALITY_CHECK_START', 'start-reality-check'),
    entry('RESPONSIBLE_GAMING_CHANGES_APPLY', 'open-limits-changed-modal'),
    entry('RESPONSIBLE_GAMING_ERROR', 'open-gaming-modal', 'notifications.responsibleGamingError'),
    entry('GAME_NOT_APPLICABLE', 'open-gaming-modal', 'notifications.gameNotApplicable'),
    entry('BONUS_VIOLATION', 'open-bonus-violation-modal', 'notifications.bonusViolation'),
    entry('INFO', 'show-message', 'notifications.info'),
    entry('SIMPLE_MESSAGE', 'show-simple-message', 'notifications.simpleMessage'),
  ]),
);

describe('NotificationDispatchUseCase', () => {
  it('forces logout with the message of the kind', () => {
    expect(dispatch.execute({ notificationType: 'SELF_EXCLUSION' })).toEqual({
      kind: 'force-logout-open-login',
      notificationType: 'SELF_EXCLUSION',
      messageKey: 'gaming.error.self.excluded',
    });
  });

  it('updates the KYC status with the state the kyc rule reads', () => {
    expect(dispatch.execute({ notificationType: 'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD' })).toEqual({
      kind: 'update-kyc-status',
      notificationType: 'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD',
      kycState: { kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' },
    });
  });

  it('passes a KYC kind that sets no state with a null state', () => {
    expect(
      dispatch.execute({
        notificationType: 'KYC_VERIFICATION_COMPLETED',
        data: { kycVerified: 'NOT_VERIFIED' },
      }),
    ).toMatchObject({
      kind: 'update-kyc-status',
      kycState: null,
    });
  });

  it('updates the account lock; ACTIVE keeps the session and raises ACCOUNT_STATUS_ACTIVATED', () => {
    expect(
      dispatch.execute({
        notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
        data: { accountLockStatus: 'ACTIVE' },
      }),
    ).toEqual({
      kind: 'update-account-lock',
      accountLockStatus: 'ACTIVE',
      forcesLogout: false,
      events: [{ kind: 'ACCOUNT_STATUS_ACTIVATED' }],
    });
  });

  it('updates the account lock; FROZEN forces logout', () => {
    expect(
      dispatch.execute({
        notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
        data: { accountLockStatus: 'FROZEN' },
      }),
    ).toEqual({
      kind: 'update-account-lock',
      accountLockStatus: 'FROZEN',
      forcesLogout: true,
      events: [],
    });
  });

  it.each(['CLOSED', 'INACTIVE', 'COOLING_OFF', 'UNDER_REVIEW'])(
    'forces a logout on the status %s',
    (status) => {
      expect(
        dispatch.execute({
          notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
          data: { accountLockStatus: status },
        }),
      ).toMatchObject({ forcesLogout: true });
    },
  );

  it('treats a lock change without a status as blocked', () => {
    expect(dispatch.execute({ notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED' })).toMatchObject({
      accountLockStatus: 'BLOCKED',
      forcesLogout: true,
    });
  });

  it('starts the reality check', () => {
    expect(dispatch.execute({ notificationType: 'REALITY_CHECK_START' })).toEqual({
      kind: 'start-reality-check',
    });
  });

  it('opens the limits-changed modal with the adjustment', () => {
    const data = {
      uniqueIds: ['u1'],
      limits: [{ type: 'LOSS', period: 'DAILY', currentAmount: 100, newAmount: 200 }],
    };
    expect(dispatch.execute({ notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY', data })).toEqual({
      kind: 'open-limits-changed-modal',
      change: data,
      next: { kind: 'open-modal', modal: 'socket-limits-changed' },
    });
  });

  it('ignores a limits change that names no adjustment', () => {
    expect(dispatch.execute({ notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY', data: {} })).toEqual({
      kind: 'ignored',
    });
  });

  it('opens the gaming modal with the breach message of type and period', () => {
    expect(
      dispatch.execute({
        notificationType: 'RESPONSIBLE_GAMING_ERROR',
        responsibleGamingType: 'BETS_COUNT',
        responsibleGamingPeriod: 'DAILY',
      }),
    ).toEqual({
      kind: 'open-gaming-modal',
      notificationType: 'RESPONSIBLE_GAMING_ERROR',
      message: { messageKey: 'notifications.rg.betsCount.daily', values: {} },
      next: {
        kind: 'open-modal',
        modal: 'socket-gaming',
        params: { notificationType: 'RESPONSIBLE_GAMING_ERROR' },
      },
    });
  });

  it('opens the gaming modal with the message of a game restriction', () => {
    expect(dispatch.execute({ notificationType: 'GAME_NOT_APPLICABLE' })).toMatchObject({
      kind: 'open-gaming-modal',
      message: { messageKey: 'notifications.gameNotApplicable', values: {} },
    });
  });

  it('opens the bonus-violation modal with the asset and reason', () => {
    expect(
      dispatch.execute({
        notificationType: 'BONUS_VIOLATION',
        data: { bonusAssetId: 77, reason: 'MAX_BET' },
      }),
    ).toEqual({
      kind: 'open-bonus-violation-modal',
      violation: { bonusAssetId: '77', reason: 'MAX_BET' },
      messageKey: 'notifications.bonusViolation',
      next: { kind: 'open-modal', modal: 'socket-bonus-violation' },
    });
  });

  it('opens the bonus-violation modal without detail when the data has none', () => {
    expect(
      dispatch.execute({ notificationType: 'BONUS_VIOLATION', data: { bonusAssetId: {} } }),
    ).toMatchObject({
      violation: { bonusAssetId: null, reason: null },
    });
  });

  it('shows the message of a message-only kind', () => {
    expect(dispatch.execute({ notificationType: 'INFO' })).toEqual({
      kind: 'show-message',
      notificationType: 'INFO',
      messageKey: 'notifications.info',
    });
  });

  it('opens the simple-message popup on the message of the data', () => {
    expect(dispatch.execute({ notificationType: 'SIMPLE_MESSAGE', data: { messageId: 77 } })).toEqual({
      kind: 'show-simple-message',
      messageId: 77,
      next: { kind: 'open-modal', modal: 'simple-message', params: { messageId: '77' } },
    });
  });

  it.each([[undefined], [{}], [{ messageId: '77' }], [{ messageId: 0 }], [{ messageId: 1.5 }]])(
    'ignores a simple message whose data names no message (%j)',
    (data) => {
      expect(dispatch.execute({ notificationType: 'SIMPLE_MESSAGE', data })).toEqual({ kind: 'ignored' });
    },
  );

  it('ignores a kind the contract does not list', () => {
    expect(dispatch.execute({ notificationType: 'BONUS_GRANTED' })).toEqual({ kind: 'ignored' });
  });
});
