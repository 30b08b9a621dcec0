import { describe, expect, it } from 'vitest';
import { isNotificationAction, type NotificationDescriptor } from './customer-notification.ts';
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
    expect(isNotificationAction('open-modal')).toBe(true);
  });

  it('rejects any other string', () => {
    expect(isNotificationAction('logout')).toBe(false);
  });
});
