import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { KycStatus } from '../session/user.ts';

/** The profile modal on its kyc tab (account-and-session.md §2 Profile). */
export const KYC_TAB: NavigationIntent = {
  kind: 'open-modal',
  modal: 'profile',
  params: { selectedTab: 'kyc' },
};

/**
 * After login or a deposit, an unverified player is directed to the kyc tab (account-and-session.md
 * §4 KYC): only NOT_VERIFIED; a player WAITING_BO_USER has already sent documents and is left alone.
 * Null when the player is not redirected.
 */
export const kycRedirect = (kycVerified: KycStatus): NavigationIntent | null =>
  kycVerified === 'NOT_VERIFIED' ? KYC_TAB : null;
