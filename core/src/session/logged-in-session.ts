import type { Balance } from '../money/balance.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { User } from './user.ts';

/** A game the visitor asked to play before logging in (opened with the login modal). */
export interface PendingGame {
  readonly friendlyUrl: string;
}

/** The outcome of a login or of restoring a stored session. */
export interface LoggedIn {
  readonly kind: 'logged-in';
  readonly user: User;
  /** Null when the balance call failed; the session stands without it. */
  readonly balance: Balance | null;
  /** What the UI does next. */
  readonly next: NavigationIntent;
}
