/** Which count an account badge shows (AccountBadgeSlot; the account-badges feature's view). */
export interface AccountBadgeProps {
  readonly kind: 'bonuses' | 'messages';
}
