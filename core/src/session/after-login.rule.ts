import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { PendingGame } from './logged-in-session.ts';
import type { User } from './user.ts';

/** Terms not accepted: the terms-acceptance modal opens (account-and-session.md §4 Session). */
const TERMS: NavigationIntent = { kind: 'open-modal', modal: 'tac' };

/**
 * Where a player goes after a successful login (account-and-session.md §4 Login): the terms modal
 * when terms are not accepted (it blocks everything else); the profile's kyc tab when KYC is
 * NOT_VERIFIED; the real-play page of a pending game unless the account is FROZEN; otherwise the
 * login modal closes.
 */
export function nextAfterLogin(user: User, pendingGame: PendingGame | null): NavigationIntent {
  if (!user.acceptTermsAndConditions) return TERMS;
  if (user.kycVerified === 'NOT_VERIFIED') {
    return { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'kyc' } };
  }
  if (pendingGame !== null && user.accountLockStatus !== 'FROZEN') {
    return {
      kind: 'navigate',
      to: { name: 'game-play', mode: 'real', friendlyUrl: pendingGame.friendlyUrl },
    };
  }
  return { kind: 'close-modal' };
}

/** After a stored session is restored on load: the terms modal if terms are not accepted, else nothing. */
export const nextAfterRestore = (user: User): NavigationIntent =>
  user.acceptTermsAndConditions ? { kind: 'stay' } : TERMS;
