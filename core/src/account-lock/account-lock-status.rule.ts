import type { AccountLockStatus } from '../session/user.ts';

const KNOWN: readonly AccountLockStatus[] = ['ACTIVE', 'FROZEN', 'INACTIVE', 'CLOSED', 'COOLING_OFF'];

/**
 * A lock status as the server sends it → the domain's status: one of the five documented values
 * (exact spelling), anything else BLOCKED (account-and-session.md §3: any other value is blocked).
 */
export const parseAccountLockStatus = (value: unknown): AccountLockStatus =>
  KNOWN.find((known) => known === value) ?? 'BLOCKED';

/** Every status but ACTIVE ends the session when it arrives (account-and-session.md §4 Account lock). */
export const lockForcesLogout = (status: AccountLockStatus): boolean => status !== 'ACTIVE';

/**
 * Whether the status blocks real play (account-and-session.md §4 Account lock: FROZEN blocks play and
 * the auto redirect to real play; games-and-content.md §4: other lock statuses are treated as blocked).
 */
export const lockBlocksPlay = (status: AccountLockStatus): boolean => status !== 'ACTIVE';

/**
 * The catalogue code whose message explains a lock: 69 frozen, 66 cooling off, 2 account lock for
 * the other blocked statuses (account-and-session.md §8).
 */
export function lockErrorCode(status: AccountLockStatus): number {
  if (status === 'FROZEN') return 69;
  if (status === 'COOLING_OFF') return 66;
  return 2;
}
