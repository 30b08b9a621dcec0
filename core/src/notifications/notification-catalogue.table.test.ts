import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_ACTIONS,
  isNotificationAction,
  type NotificationDescriptor,
} from './customer-notification.ts';
import { NotificationCatalogueTable } from './notification-catalogue.table.ts';

const selfExclusion: NotificationDescriptor = {
  notificationType: 'SELF_EXCLUSION',
  messageKey: 'gaming.error.self.excluded',
  clientAction: 'force-logout-open-login',
};

describe('NotificationCatalogueTable', () => {
  it('describes a listed type', () => {
    expect(new NotificationCatalogueTable([selfExclusion]).describe('SELF_EXCLUSION')).toBe(selfExclusion);
  });

  it('knows nothing of an unlisted type', () => {
    expect(new NotificationCatalogueTable([selfExclusion]).describe('BONUS_GRANTED')).toBeUndefined();
  });
});

describe('isNotificationAction', () => {
  it('accepts an action of the contract', () => {
    expect(isNotificationAction('open-gaming-modal')).toBe(true);
  });

  it('rejects any other string', () => {
    expect(isNotificationAction('logout')).toBe(false);
  });
});

describe('NOTIFICATION_ACTIONS', () => {
  it('lists the x-client-action values of the contract', () => {
    expect([...NOTIFICATION_ACTIONS].sort()).toEqual(
      [
        'force-logout-open-login',
        'open-bonus-violation-modal',
        'open-gaming-modal',
        'open-limits-changed-modal',
        'show-message',
        'show-simple-message',
        'start-reality-check',
        'update-account-lock',
        'update-kyc-status',
      ].sort(),
    );
  });
});
