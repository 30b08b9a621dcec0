import type { NotificationOutcome } from '@lv-casino/core/notifications/notification-dispatch.use-case.ts';
import type { User } from '@lv-casino/core/session/user.ts';

/** The outcomes of core's notification dispatch that the player-protection feature acts on. */
export type ProtectionOutcome = Extract<
  NotificationOutcome,
  {
    readonly kind:
      | 'start-reality-check'
      | 'open-limits-changed-modal'
      | 'open-gaming-modal'
      | 'open-bonus-violation-modal'
      | 'show-message';
  }
>;

/**
 * What a logged-in session runs beside the session itself (account-and-session.md §4 Reality check,
 * §8 socket messages): the reality check, the session clock and the socket modals. The app's session
 * chunk calls it; the player-protection feature implements and binds it in its own lazy chunk.
 */
export interface SessionProtection {
  /** A session began or was restored for `user`: the reality check resumes, the session clock runs. */
  begin(user: User, restored: boolean): void;
  /** A notification core dispatched to one of the feature's reactions. */
  react(outcome: ProtectionOutcome): void;
  /** The session ended: the reality check and the clock stop, open socket notices are forgotten. */
  end(): void;
}
export const SessionProtection = Symbol('SessionProtection');

/** Where the session clock shows: the desktop header (one line) or profile-options on a phone (a block). */
export interface SessionClockProps {
  readonly placement: 'header' | 'menu';
}
