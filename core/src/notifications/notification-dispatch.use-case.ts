import { lockForcesLogout, parseAccountLockStatus } from '../account-lock/account-lock-status.rule.ts';
import { kycStateOf, type KycState } from '../kyc/kyc-notification.rule.ts';
import { gamingMessageOf, type GamingMessage } from '../limits/gaming-message.rule.ts';
import type { LimitsChange } from '../limits/limits-change.ts';
import { parseLimitsChange } from '../limits/limits-change.rule.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { AccountLockStatus } from '../session/user.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import type { CustomerNotification, NotificationCatalogue } from './customer-notification.ts';

/** The data of BONUS_VIOLATION; null where the message did not carry the field. */
export interface BonusViolation {
  readonly bonusAssetId: string | null;
  readonly reason: string | null;
}

/** One outcome per x-client-action of the contract; `ignored` for a kind the contract does not list. */
export type NotificationOutcome =
  | {
      /** EndSessionUseCase ends the session: logout, then the login modal with the message. */
      readonly kind: 'force-logout-open-login';
      readonly notificationType: string;
      readonly messageKey: string;
    }
  | {
      /** The KYC fields the notification sets (kyc rule); null when it sets none. */
      readonly kind: 'update-kyc-status';
      readonly notificationType: string;
      readonly kycState: KycState | null;
    }
  | {
      readonly kind: 'update-account-lock';
      readonly accountLockStatus: AccountLockStatus;
      /** Every status but ACTIVE ends the session (EndSessionUseCase), then the login modal opens. */
      readonly forcesLogout: boolean;
      /** ACCOUNT_STATUS_ACTIVATED when the account became ACTIVE (the player is updated in place). */
      readonly events: readonly DomainEvent[];
    }
  | { readonly kind: 'start-reality-check' }
  | {
      readonly kind: 'open-limits-changed-modal';
      readonly change: LimitsChange;
      readonly next: NavigationIntent;
    }
  | {
      readonly kind: 'open-gaming-modal';
      readonly notificationType: string;
      readonly message: GamingMessage;
      readonly next: NavigationIntent;
    }
  | {
      readonly kind: 'open-bonus-violation-modal';
      readonly violation: BonusViolation;
      readonly messageKey: string;
      readonly next: NavigationIntent;
    }
  | { readonly kind: 'show-message'; readonly notificationType: string; readonly messageKey: string }
  /** SIMPLE_MESSAGE: the simple-message popup opens on the message (designed kind). */
  | { readonly kind: 'show-simple-message'; readonly messageId: number; readonly next: NavigationIntent }
  | { readonly kind: 'ignored' };

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null && name in data
    ? (data as Record<string, unknown>)[name]
    : undefined;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : null;

/**
 * What the client does with a realtime notification (account-and-session.md §3, §4, §8), decided by
 * the x-client-action of its kind in the contract's catalogue.
 */
export class NotificationDispatchUseCase {
  readonly #catalogue: NotificationCatalogue;

  constructor(catalogue: NotificationCatalogue) {
    this.#catalogue = catalogue;
  }

  execute(notification: CustomerNotification): NotificationOutcome {
    const descriptor = this.#catalogue.describe(notification.notificationType);
    if (descriptor === undefined) return { kind: 'ignored' };
    const { notificationType, messageKey } = descriptor;
    switch (descriptor.clientAction) {
      case 'force-logout-open-login':
        return { kind: 'force-logout-open-login', notificationType, messageKey };
      case 'update-kyc-status':
        return { kind: 'update-kyc-status', notificationType, kycState: kycStateOf(notification) };
      case 'update-account-lock': {
        const accountLockStatus = parseAccountLockStatus(field(notification.data, 'accountLockStatus'));
        const forcesLogout = lockForcesLogout(accountLockStatus);
        return {
          kind: 'update-account-lock',
          accountLockStatus,
          forcesLogout,
          events: forcesLogout ? [] : [{ kind: 'ACCOUNT_STATUS_ACTIVATED' }],
        };
      }
      case 'start-reality-check':
        return { kind: 'start-reality-check' };
      case 'open-limits-changed-modal': {
        const change = parseLimitsChange(notification.data);
        if (change === null) return { kind: 'ignored' };
        return {
          kind: 'open-limits-changed-modal',
          change,
          next: { kind: 'open-modal', modal: 'socket-limits-changed' },
        };
      }
      case 'open-gaming-modal':
        return {
          kind: 'open-gaming-modal',
          notificationType,
          message: gamingMessageOf(notification, messageKey),
          next: { kind: 'open-modal', modal: 'socket-gaming', params: { notificationType } },
        };
      case 'open-bonus-violation-modal':
        return {
          kind: 'open-bonus-violation-modal',
          violation: {
            bonusAssetId: textOf(field(notification.data, 'bonusAssetId')),
            reason: textOf(field(notification.data, 'reason')),
          },
          messageKey,
          next: { kind: 'open-modal', modal: 'socket-bonus-violation' },
        };
      case 'show-message':
        return { kind: 'show-message', notificationType, messageKey };
      case 'show-simple-message': {
        const messageId = field(notification.data, 'messageId');
        if (typeof messageId !== 'number' || !Number.isSafeInteger(messageId) || messageId < 1)
          return { kind: 'ignored' };
        return {
          kind: 'show-simple-message',
          messageId,
          next: { kind: 'open-modal', modal: 'simple-message', params: { messageId: String(messageId) } },
        };
      }
    }
  }
}
