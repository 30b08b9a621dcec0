import type { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { NotificationCatalogueTable } from '@lv-casino/core/notifications/notification-catalogue.table.ts';
import type { AuthPort } from '@lv-casino/core/ports/auth.port.ts';
import type { CustomerPort } from '@lv-casino/core/ports/customer.port.ts';
import type { NotificationsPort } from '@lv-casino/core/ports/notifications.port.ts';
import type { TokenStorePort } from '@lv-casino/core/ports/token-store.port.ts';
import { CustomerChannelUseCase } from '@lv-casino/core/session/customer-channel.use-case.ts';
import { ForcedLogoutUseCase } from '@lv-casino/core/session/forced-logout.use-case.ts';
import { LogoutUseCase } from '@lv-casino/core/session/logout.use-case.ts';
import { RestoreSessionUseCase } from '@lv-casino/core/session/restore-session.use-case.ts';
import { SessionErrorUseCase } from '@lv-casino/core/session/session-error.use-case.ts';
import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';
import { DeferredNotificationsPort } from './deferred-notifications.port.ts';

/*
 * What a stored or begun session needs: its restore, logout, the customer's realtime channel and the
 * contract's notification catalogue the forced logouts are read from, and the session errors the SDK
 * signals. A chunk of its own, loaded when a session is restored or begins (with the STOMP client),
 * so a visitor never downloads it.
 */

/** Core's use-cases of a stored or begun session. */
export interface SessionActions {
  readonly restore: RestoreSessionUseCase;
  readonly logout: LogoutUseCase;
  readonly forcedLogout: ForcedLogoutUseCase;
  readonly sessionError: SessionErrorUseCase;
  readonly channel: CustomerChannelUseCase;
}

export const createSessionActions = (ports: {
  readonly auth: AuthPort;
  readonly customer: CustomerPort;
  readonly tokens: TokenStorePort;
  /** Loads the realtime channel's port (the STOMP client); it connects when the session begins. */
  readonly notifications: () => Promise<NotificationsPort>;
  readonly errors: ErrorCatalogue;
}): SessionActions => ({
  restore: new RestoreSessionUseCase(ports.tokens, ports.customer, ports.errors),
  logout: new LogoutUseCase(ports.auth, ports.tokens),
  forcedLogout: new ForcedLogoutUseCase(
    ports.auth,
    ports.tokens,
    new NotificationCatalogueTable(notificationCatalogue),
  ),
  sessionError: new SessionErrorUseCase(ports.tokens, ports.errors),
  channel: new CustomerChannelUseCase(new DeferredNotificationsPort(ports.notifications)),
});
