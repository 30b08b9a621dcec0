import type { Balance } from '../money/balance.ts';
import type { Language } from '../routing/language.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
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
  /**
   * The user's language when the page shows another one: the UI switches to it (a route change,
   * translations reload). Null: keep the page's language. Always null when no page language was given.
   */
  readonly switchLanguageTo: Language | null;
  /** LOGIN after a login (any kind); none after a restored session. */
  readonly events: readonly DomainEvent[];
}

/** The page the UI shows when a session starts, so that core can tell whether its language differs. */
export interface PageContext {
  readonly pageLanguage: Language;
  /** GeneralConfig.supportedLanguages. */
  readonly supportedLanguages: readonly Language[];
}
