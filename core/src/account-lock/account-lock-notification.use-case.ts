import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { CustomerNotification } from '../notifications/customer-notification.ts';
import type { AuthPort } from '../session/auth.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import { endServerSession } from '../session/end-server-session.ts';
import { SESSION_STATE_TO_CLEAR, type SessionState } from '../session/session-state.ts';
import type { AccountLockStatus } from '../session/user.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import { lockErrorCode, lockForcesLogout, parseAccountLockStatus } from './account-lock-status.rule.ts';

/** The notification type that carries a new lock status in data.accountLockStatus. */
export const ACCOUNT_LOCK_STATUS_CHANGED = 'ACCOUNT_LOCK_STATUS_CHANGED';

export type AccountLockOutcome =
  | {
      /** ACTIVE: the user's status is updated in place; ACCOUNT_STATUS_ACTIVATED is raised. */
      readonly kind: 'status-updated';
      readonly accountLockStatus: AccountLockStatus;
      readonly events: readonly DomainEvent[];
    }
  | {
      /** Any other status: the session ends, then the login modal opens with the lock's message. */
      readonly kind: 'forced-logout';
      readonly accountLockStatus: AccountLockStatus;
      /** The catalogue's message of the lock: 69 frozen, 66 cooling off, 2 account lock otherwise. */
      readonly messageKey: string;
      readonly next: NavigationIntent;
      readonly clear: readonly SessionState[];
      readonly events: readonly DomainEvent[];
    }
  | { readonly kind: 'ignored' };

const statusOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null && 'accountLockStatus' in data
    ? data.accountLockStatus
    : undefined;

/**
 * ACCOUNT_LOCK_STATUS_CHANGED (account-and-session.md §4 Account lock): ACTIVE updates the status
 * and raises ACCOUNT_STATUS_ACTIVATED; CLOSED, INACTIVE, FROZEN, COOLING_OFF and any unknown status
 * (treated as blocked) force a logout (the logout call is best-effort), then open the login modal.
 */
export class AccountLockNotificationUseCase {
  readonly #auth: AuthPort;
  readonly #tokens: TokenStorePort;
  readonly #errors: ErrorCatalogue;

  constructor(auth: AuthPort, tokens: TokenStorePort, errors: ErrorCatalogue) {
    this.#auth = auth;
    this.#tokens = tokens;
    this.#errors = errors;
  }

  async execute(notification: CustomerNotification): Promise<AccountLockOutcome> {
    if (notification.notificationType !== ACCOUNT_LOCK_STATUS_CHANGED) return { kind: 'ignored' };
    const accountLockStatus = parseAccountLockStatus(statusOf(notification.data));
    if (!lockForcesLogout(accountLockStatus)) {
      return { kind: 'status-updated', accountLockStatus, events: [{ kind: 'ACCOUNT_STATUS_ACTIVATED' }] };
    }
    await endServerSession(this.#auth, this.#tokens);
    return {
      kind: 'forced-logout',
      accountLockStatus,
      messageKey: this.#errors.describe(lockErrorCode(accountLockStatus)).messageKey,
      next: { kind: 'open-modal', modal: 'login' },
      clear: SESSION_STATE_TO_CLEAR,
      events: [{ kind: 'LOGOUT', reason: 'forced' }],
    };
  }
}
