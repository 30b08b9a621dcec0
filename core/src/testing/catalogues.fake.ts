import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { NotificationCatalogueTable } from '../notifications/notification-catalogue.table.ts';
import { CONTRACT_ERROR_TABLE } from './generated/error-catalogue.fixture.ts';
import type {
  NotificationCatalogue,
  NotificationDescriptor,
} from '../notifications/customer-notification.ts';

/** A few entries of the contract's error catalogue, taken from the generated copy of it. */
export const FAKE_ERROR_TABLE: readonly ErrorDescriptor[] = CONTRACT_ERROR_TABLE.filter((entry) =>
  [-1, 1, 2, 3, 39, 41, 58, 96, 97, 98].includes(entry.code),
);

/** A few entries of the AsyncAPI contract's notification catalogue. */
export const FAKE_NOTIFICATION_TABLE: readonly NotificationDescriptor[] = [
  {
    notificationType: 'SELF_EXCLUSION',
    messageKey: 'gaming.error.self.excluded',
    clientAction: 'force-logout-open-login',
  },
  {
    notificationType: 'SESSION_LENGTH_EXCEEDED',
    messageKey: 'global.error.session.expired',
    clientAction: 'force-logout-open-login',
  },
  {
    notificationType: 'SESSION_END_BY_OPERATOR',
    messageKey: 'notifications.sessionEndByOperator',
    clientAction: 'force-logout-open-login',
  },
  {
    notificationType: 'KYC_VERIFIED',
    messageKey: 'notifications.kycVerified',
    clientAction: 'update-kyc-status',
  },
];

/** An ErrorCatalogue over FAKE_ERROR_TABLE (or the given entries); records every code described. */
export class FakeErrorCatalogue implements ErrorCatalogue {
  readonly calls: number[] = [];
  readonly #table: ErrorCatalogueTable;

  constructor(entries: readonly ErrorDescriptor[] = FAKE_ERROR_TABLE) {
    this.#table = new ErrorCatalogueTable(entries);
  }

  describe(errorCode: number): ErrorDescriptor {
    this.calls.push(errorCode);
    return this.#table.describe(errorCode);
  }
}

/** A NotificationCatalogue over FAKE_NOTIFICATION_TABLE (or the given entries); records every lookup. */
export class FakeNotificationCatalogue implements NotificationCatalogue {
  readonly calls: string[] = [];
  readonly #table: NotificationCatalogueTable;

  constructor(entries: readonly NotificationDescriptor[] = FAKE_NOTIFICATION_TABLE) {
    this.#table = new NotificationCatalogueTable(entries);
  }

  describe(notificationType: string): NotificationDescriptor | undefined {
    this.calls.push(notificationType);
    return this.#table.describe(notificationType);
  }
}
