import type { CustomerNotification } from '../notifications/customer-notification.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import type { KycStatus, User } from '../session/user.ts';

/** The KYC fields of the user a notification sets. */
export interface KycState {
  readonly kycVerified: KycStatus;
  readonly kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' | null;
}

const VERIFIED: KycState = { kycVerified: 'VERIFIED', kycNotVerifiedReason: null };
const NOT_VERIFIED: KycState = { kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: null };

const BY_TYPE: ReadonlyMap<string, KycState> = new Map([
  ['KYC_VERIFIED', VERIFIED],
  ['KYC_NOT_VERIFIED', NOT_VERIFIED],
  ['KYC_NOT_VERIFIED_SUSPICION', NOT_VERIFIED],
  [
    'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD',
    { kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' },
  ],
  ['KYC_WAITING_BO_USER', { kycVerified: 'WAITING_BO_USER', kycNotVerifiedReason: null }],
]);

const completedAsVerified = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && 'kycVerified' in data && data.kycVerified === 'VERIFIED';

/**
 * The KYC state a realtime notification sets (account-and-session.md §4 KYC), or null when it sets
 * none: KYC_VERIFIED → VERIFIED; KYC_NOT_VERIFIED and its SUSPICION and NEW_PAYMENT_METHOD variants →
 * NOT_VERIFIED (reason NEW_PAYMENT_METHOD for the last); KYC_WAITING_BO_USER → WAITING_BO_USER;
 * KYC_VERIFICATION_COMPLETED → VERIFIED only when its data.kycVerified is VERIFIED.
 */
export function kycStateOf(notification: CustomerNotification): KycState | null {
  if (notification.notificationType === 'KYC_VERIFICATION_COMPLETED') {
    return completedAsVerified(notification.data) ? VERIFIED : null;
  }
  return BY_TYPE.get(notification.notificationType) ?? null;
}

export type KycNotificationOutcome =
  | { readonly kind: 'kyc-changed'; readonly user: User; readonly events: readonly DomainEvent[] }
  | { readonly kind: 'ignored' };

/**
 * Applies a KYC notification to the logged-in user. Every KYC notification that sets a state raises
 * KYC_CHANGED (even when the status is the same: the server says the verification moved on, and
 * listeners such as the profile's kyc tab reload on it).
 */
export function applyKycNotification(user: User, notification: CustomerNotification): KycNotificationOutcome {
  const state = kycStateOf(notification);
  if (state === null) return { kind: 'ignored' };
  return {
    kind: 'kyc-changed',
    user: { ...user, ...state },
    events: [{ kind: 'KYC_CHANGED', kycVerified: state.kycVerified }],
  };
}
