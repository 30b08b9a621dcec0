import { NotificationCatalogueTable } from '@lv-casino/core/notifications/notification-catalogue.table.ts';
import type { AuthPort } from '@lv-casino/core/ports/auth.port.ts';
import type { TokenStorePort } from '@lv-casino/core/ports/token-store.port.ts';
import { ForcedLogoutUseCase } from '@lv-casino/core/session/forced-logout.use-case.ts';
import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';

/*
 * What a logged-in player's realtime channel needs to act on a notification: the contract's
 * notification catalogue and the use-cases over it. A chunk of its own, loaded when a session begins
 * (with the STOMP client), so visitors never download it.
 */

/** Core's forced-logout use-case over the contract's notification catalogue. */
export const createForcedLogout = (auth: AuthPort, tokens: TokenStorePort): ForcedLogoutUseCase =>
  new ForcedLogoutUseCase(auth, tokens, new NotificationCatalogueTable(notificationCatalogue));
