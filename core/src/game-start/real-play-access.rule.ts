import { lockBlocksPlay, lockErrorCode } from '../account-lock/account-lock-status.rule.ts';
import type { GeneralConfig } from '../config/config.ts';
import { KYC_TAB } from '../kyc/kyc-redirect.rule.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { User } from '../session/user.ts';

/** errorCode of the catalogue whose message explains that KYC is required (account-and-session.md §8). */
export const KYC_REQUIRED_CODE = 91;

export type RealPlayAccess =
  | { readonly kind: 'allowed' }
  | {
      readonly kind: 'blocked';
      readonly reason: 'account-lock' | 'kyc-restriction';
      /** The catalogue code whose message explains the block (69 frozen, 66 cooling off, 2 lock, 91 KYC). */
      readonly errorCode: number;
      /** Where the player goes on: the profile's kyc tab for the KYC restriction; null for a lock. */
      readonly next: NavigationIntent | null;
    }
  | { readonly kind: 'kyc-required'; readonly next: NavigationIntent };

/**
 * Real play is blocked when restrictGameplayKycNotVerified is true and kycVerified is NOT_VERIFIED
 * (account-and-session.md §6, games-and-content.md §2 and §6).
 */
export const kycRestrictionApplies = (
  user: User,
  config: Pick<GeneralConfig, 'restrictGameplayKycNotVerified'>,
): boolean => config.restrictGameplayKycNotVerified && user.kycVerified === 'NOT_VERIFIED';

/**
 * Whether a logged-in player may start real play (account-and-session.md §4 Game start,
 * games-and-content.md §4): every lock status but ACTIVE blocks it (FROZEN, INACTIVE, CLOSED,
 * COOLING_OFF and any unknown status); then the KYC restriction flag blocks a NOT_VERIFIED player and
 * sends them to the profile's kyc tab, where they can verify (account-and-session.md §4 Game start);
 * then any KYC status but VERIFIED sends the player to the kyc tab.
 */
export function realPlayAccess(
  user: User,
  config: Pick<GeneralConfig, 'restrictGameplayKycNotVerified'>,
): RealPlayAccess {
  if (lockBlocksPlay(user.accountLockStatus)) {
    return {
      kind: 'blocked',
      reason: 'account-lock',
      errorCode: lockErrorCode(user.accountLockStatus),
      next: null,
    };
  }
  if (kycRestrictionApplies(user, config)) {
    return { kind: 'blocked', reason: 'kyc-restriction', errorCode: KYC_REQUIRED_CODE, next: KYC_TAB };
  }
  if (user.kycVerified !== 'VERIFIED') return { kind: 'kyc-required', next: KYC_TAB };
  return { kind: 'allowed' };
}
