import type { KycStatus, User } from '../session/user.ts';

/** The player's verification as the kyc tab explains it (account-and-session.md §3 User, §4 KYC). */
export type KycStatusView =
  | { readonly kind: 'verified' }
  /** Not verified; NEW_PAYMENT_METHOD when a new payment method must be proven. */
  | { readonly kind: 'not-verified'; readonly reason: 'NEW_PAYMENT_METHOD' | null }
  /** Documents or a check are with the back office (WAITING_BO_USER). */
  | { readonly kind: 'waiting' };

/** How the tab explains the user's KYC fields (the reason counts only while NOT_VERIFIED). */
export function kycStatusOf(user: Pick<User, 'kycVerified' | 'kycNotVerifiedReason'>): KycStatusView {
  switch (user.kycVerified) {
    case 'VERIFIED':
      return { kind: 'verified' };
    case 'WAITING_BO_USER':
      return { kind: 'waiting' };
    case 'NOT_VERIFIED':
      return { kind: 'not-verified', reason: user.kycNotVerifiedReason };
  }
}

/**
 * Whether the identity services are offered: to a player who is not verified (also while waiting for
 * the back office: a service's check may settle it sooner). A verified player only uploads documents
 * (e.g. to prove a new card).
 */
export const offersIdentityChecks = (kycVerified: KycStatus): boolean => kycVerified !== 'VERIFIED';
