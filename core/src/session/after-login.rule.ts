import { lockBlocksPlay } from '../account-lock/account-lock-status.rule.ts';
import { kycRedirect } from '../kyc/kyc-redirect.rule.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import type { Established } from './establish-session.ts';
import type { LoggedIn, PageContext, PendingGame } from './logged-in-session.ts';
import { languageToSwitchTo } from './user-language.rule.ts';

/** Terms not accepted: the terms-acceptance modal opens (account-and-session.md §4 Session). */
const TERMS: NavigationIntent = { kind: 'open-modal', modal: 'tac' };

/**
 * Where a player goes after a successful login (account-and-session.md §4 Login): the terms modal
 * when terms are not accepted (it blocks everything else); the profile's kyc tab when KYC is
 * NOT_VERIFIED; the real-play page of a pending game unless the lock status blocks play (FROZEN, or
 * any other status but ACTIVE); otherwise the login modal closes.
 */
export function nextAfterLogin(user: Established['user'], pendingGame: PendingGame | null): NavigationIntent {
  if (!user.acceptTermsAndConditions) return TERMS;
  const kyc = kycRedirect(user.kycVerified);
  if (kyc !== null) return kyc;
  if (pendingGame !== null && !lockBlocksPlay(user.accountLockStatus)) {
    return {
      kind: 'navigate',
      to: { name: 'game-play', mode: 'real', friendlyUrl: pendingGame.friendlyUrl },
    };
  }
  return { kind: 'close-modal' };
}

/** After a stored session is restored on load: the terms modal if terms are not accepted, else nothing. */
export const nextAfterRestore = (user: Established['user']): NavigationIntent =>
  user.acceptTermsAndConditions ? { kind: 'stay' } : TERMS;

/** The logged-in outcome of an established session, with the language switch the page needs. */
export const toLoggedIn = (
  session: Established,
  next: NavigationIntent,
  page: PageContext | undefined,
  events: readonly DomainEvent[],
): LoggedIn => ({
  kind: 'logged-in',
  user: session.user,
  balance: session.balance,
  next,
  switchLanguageTo:
    page === undefined
      ? null
      : languageToSwitchTo(page.pageLanguage, session.user.lang, page.supportedLanguages),
  events,
});

/** The outcome of a login of any kind (password, SMS, Smart-ID, SMS activation): LOGIN is raised. */
export const loggedInAfterLogin = (
  session: Established,
  pendingGame: PendingGame | null,
  page: PageContext | undefined,
): LoggedIn =>
  toLoggedIn(session, nextAfterLogin(session.user, pendingGame), page, [
    { kind: 'LOGIN', userId: session.user.id },
  ]);
