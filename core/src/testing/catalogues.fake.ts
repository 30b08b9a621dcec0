import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { NotificationCatalogueTable } from '../notifications/notification-catalogue.table.ts';
import type {
  NotificationCatalogue,
  NotificationDescriptor,
} from '../notifications/customer-notification.ts';

/** A few entries of the contract's error catalogue, as the generated one spells them. */
export const FAKE_ERROR_TABLE: readonly ErrorDescriptor[] = [
  { code: -1, name: 'GENERAL_ERROR', messageKey: 'errors.api.-1', clientAction: 'open-error-modal' },
  { code: 1, name: 'BAD_CREDENTIALS', messageKey: 'errors.api.1', clientAction: 'show-message' },
  { code: 2, name: 'ACCOUNT_LOCKED', messageKey: 'errors.api.2', clientAction: 'show-message' },
  { code: 3, name: 'UNAUTHORIZED', messageKey: 'errors.api.3', clientAction: 'force-logout-open-login' },
  {
    code: 39,
    name: 'SELF_EXCLUDED',
    messageKey: 'gaming.error.self.excluded',
    clientAction: 'open-self-excluded-modal',
  },
  { code: 41, name: 'GENERAL_SERVER_ERROR', messageKey: 'errors.api.41', clientAction: 'open-error-modal' },
  {
    code: 58,
    name: 'FORGOT_PASSWORD_REQUIRED',
    messageKey: 'errors.api.58',
    clientAction: 'open-forgot-password',
  },
  { code: 96, name: 'ACCESS_TOKEN_EXPIRED', messageKey: 'errors.api.96', clientAction: 'refresh-and-retry' },
  { code: 97, name: 'ACCESS_TOKEN_INVALID', messageKey: 'errors.api.97', clientAction: 'refresh-and-retry' },
  {
    code: 98,
    name: 'REFRESH_FAILED',
    messageKey: 'global.error.session.expired',
    clientAction: 'session-expired',
  },
];

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
