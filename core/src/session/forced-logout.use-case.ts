import type { CustomerNotification, NotificationCatalogue } from '../notifications/customer-notification.ts';
import type { AuthPort } from '../session/auth.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import { endServerSession } from './end-server-session.ts';
import { SESSION_STATE_TO_CLEAR, type SessionState } from './session-state.ts';

export type ForcedLogoutOutcome =
  | {
      readonly kind: 'forced-logout';
      readonly notificationType: string;
      /** react-intl id of the message shown with the login modal. */
      readonly messageKey: string;
      readonly next: NavigationIntent;
      /** The client state to forget: user, customer config, reality-check timer. */
      readonly clear: readonly SessionState[];
      /** LOGOUT with reason forced. */
      readonly events: readonly DomainEvent[];
    }
  | { readonly kind: 'ignored' };

/**
 * Realtime notifications that end the session (account-and-session.md §8 Socket notification
 * types): every type whose catalogue action is force-logout-open-login logs the player out (the
 * logout call is best-effort) and opens the login modal. Other types are not handled here.
 */
export class ForcedLogoutUseCase {
  readonly #auth: AuthPort;
  readonly #tokens: TokenStorePort;
  readonly #notifications: NotificationCatalogue;

  constructor(auth: AuthPort, tokens: TokenStorePort, notifications: NotificationCatalogue) {
    this.#auth = auth;
    this.#tokens = tokens;
    this.#notifications = notifications;
  }

  async execute(notification: CustomerNotification): Promise<ForcedLogoutOutcome> {
    const descriptor = this.#notifications.describe(notification.notificationType);
    if (descriptor?.clientAction !== 'force-logout-open-login') return { kind: 'ignored' };

    await endServerSession(this.#auth, this.#tokens);
    return {
      kind: 'forced-logout',
      notificationType: descriptor.notificationType,
      messageKey: descriptor.messageKey,
      next: { kind: 'open-modal', modal: 'login' },
      clear: SESSION_STATE_TO_CLEAR,
      events: [{ kind: 'LOGOUT', reason: 'forced' }],
    };
  }
}
