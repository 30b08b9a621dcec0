import { lockErrorCode } from '../account-lock/account-lock-status.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { NotificationOutcome } from '../notifications/notification-dispatch.use-case.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import { isGamePlayPath } from '../routing/page-route.rule.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import type { AuthPort } from './auth.port.ts';
import { sessionEndedElsewhere } from './ended-elsewhere.rule.ts';
import { endServerSession } from './end-server-session.ts';
import { LogoutUseCase } from './logout.use-case.ts';
import { SessionErrorUseCase } from './session-error.use-case.ts';
import { SESSION_STATE_TO_CLEAR, type SessionState } from './session-state.ts';
import type { TokenStorePort } from './token-store.port.ts';

/** The login modal's notice after the reality check ended a session (a catalogue text). */
export const REALITY_CHECK_LOGOUT_NOTICE = 'notifications.realityCheckTimeout';

/** What ends a session, as the client learns it. */
export type SessionEnd =
  /** The player's logout, or the reality check's (the player chose to stop, or did not answer). */
  | { readonly kind: 'logout'; readonly reason?: 'user' | 'reality-check' }
  /** The SDK's session signal: refresh refused (98), unauthorised (3). */
  | { readonly kind: 'signal'; readonly errorCode: number }
  /** Another tab holding this session ended it. */
  | { readonly kind: 'ended-elsewhere' }
  /** A realtime notification, as NotificationDispatchUseCase read it (the catalogue asked once). */
  | { readonly kind: 'notification'; readonly outcome: NotificationOutcome };

export type SessionEndDecision =
  | {
      readonly kind: 'ended';
      /** react-intl id of the notice shown with the login modal; null for none. */
      readonly notice: string | null;
      readonly events: readonly DomainEvent[];
      /** Where the app goes, performed as one navigation. */
      readonly next: readonly NavigationIntent[];
      /** The client state to forget: user, customer config, reality-check timer. */
      readonly clear: readonly SessionState[];
    }
  /** Not an end: a signal or notification that ends nothing. */
  | { readonly kind: 'ignored' };

const OPEN_LOGIN: NavigationIntent = { kind: 'open-modal', modal: 'login' };

/**
 * Every way a session ends, decided in one place (account-and-session.md §4 Session, §4 Account lock,
 * §8 Socket notification types): the server call it takes, the tokens forgotten, the notice, the
 * events and where the app goes. The web applies the decision.
 * - a logout ends the server session; from a game-play page the player goes to the casino; the reality
 *   check's logout reopens the login modal with its notice;
 * - a session ended in another tab is forgotten here with no call and no event of its own;
 * - the SDK's signals follow the error catalogue (SessionErrorUseCase);
 * - a notification whose catalogue action is force-logout-open-login, or a lock status other than
 *   ACTIVE, ends the server session and opens the login modal with the notification's message (the
 *   lock's: 69 frozen, 66 cooling off, 2 otherwise).
 */
export class EndSessionUseCase {
  readonly #auth: AuthPort;
  readonly #tokens: TokenStorePort;
  readonly #errors: ErrorCatalogue;
  readonly #logout: LogoutUseCase;
  readonly #signals: SessionErrorUseCase;

  constructor(auth: AuthPort, tokens: TokenStorePort, errors: ErrorCatalogue) {
    this.#auth = auth;
    this.#tokens = tokens;
    this.#errors = errors;
    this.#logout = new LogoutUseCase(auth, tokens);
    this.#signals = new SessionErrorUseCase(tokens, errors);
  }

  /** Whether ending for `end` calls the server first (the session shows as ending meanwhile). */
  static callsServer(end: SessionEnd): boolean {
    return end.kind === 'logout' || end.kind === 'notification';
  }

  /** @param page the path shown (`/lv/game-play/real/…`), which a logout may leave. */
  async execute(end: SessionEnd, page: { readonly pathname: string }): Promise<SessionEndDecision> {
    const onGamePlayPage = isGamePlayPath(page.pathname);
    switch (end.kind) {
      case 'logout': {
        const reason = end.reason ?? 'user';
        const { events, next, clear } = await this.#logout.execute({ onGamePlayPage, reason });
        return reason === 'user'
          ? { kind: 'ended', notice: null, events, next: [next], clear }
          : { kind: 'ended', notice: REALITY_CHECK_LOGOUT_NOTICE, events, next: [next, OPEN_LOGIN], clear };
      }
      case 'ended-elsewhere': {
        const { events, next, clear } = sessionEndedElsewhere({ onGamePlayPage });
        return { kind: 'ended', notice: null, events, next: [next], clear };
      }
      case 'signal': {
        const outcome = this.#signals.execute(end.errorCode);
        if (outcome.kind === 'ignored') return outcome;
        const { messageKey, events, next, clear } = outcome;
        return {
          kind: 'ended',
          notice: messageKey,
          events,
          next: next.kind === 'open-modal' ? [next] : [next, OPEN_LOGIN],
          clear,
        };
      }
      case 'notification': {
        const notice = this.#forcedLogoutNotice(end.outcome);
        if (notice === null) return { kind: 'ignored' };
        await endServerSession(this.#auth, this.#tokens);
        return {
          kind: 'ended',
          notice,
          events: [{ kind: 'LOGOUT', reason: 'forced' }],
          next: [OPEN_LOGIN],
          clear: SESSION_STATE_TO_CLEAR,
        };
      }
    }
  }

  /** The message of a notification that forces a logout; null for any other. */
  #forcedLogoutNotice(outcome: NotificationOutcome): string | null {
    if (outcome.kind === 'force-logout-open-login') return outcome.messageKey;
    if (outcome.kind === 'update-account-lock' && outcome.forcesLogout)
      return this.#errors.describe(lockErrorCode(outcome.accountLockStatus)).messageKey;
    return null;
  }
}
