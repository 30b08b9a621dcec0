import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { Balance } from '@lv-casino/core/money/balance.ts';
import type { NotificationsStatus } from '@lv-casino/core/notifications/notifications-status.ts';
import type { LoggedIn } from '@lv-casino/core/session/logged-in-session.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import type { CustomerChannelUseCase } from '@lv-casino/core/session/customer-channel.use-case.ts';
import type { SessionEnd } from '@lv-casino/core/session/end-session.use-case.ts';
import type { RestoreSessionUseCase } from '@lv-casino/core/session/restore-session.use-case.ts';

/*
 * The shape of a session's actions (session-actions.ts, a chunk of its own): what the SessionStore
 * and the features that end a session see of it, without importing the chunk.
 */

/** Container token of the loader of a begun session's use-cases (a chunk of its own, see session-actions.ts). */
export const SessionActionsLoader = Symbol('SessionActionsLoader');

/** What ending and entering a session change in the app's session (SessionStore). */
export interface SessionState {
  readonly isLoggedIn: boolean;
  readonly user: User | null;
  /** The logged-in user as the server now knows them. */
  updateUser(user: User): void;
  /** True while a logout or forced logout is under way (its refusal is not news to the player). */
  ending: boolean;
  /** Forgets the player; `notice` says why the session ended, or null. */
  leave(notice: string | null): void;
  setBalance(balance: Balance): void;
  /** Where the customer's realtime channel stands. */
  setNotificationsStatus(status: NotificationsStatus): void;
}

export type { SessionEnd };

/** Core's use-cases of a stored or begun session, and the ending of one. */
export interface SessionActions {
  readonly restore: RestoreSessionUseCase;
  readonly channel: CustomerChannelUseCase;
  /**
   * A notification for `store`'s session, as if the customer's channel had delivered it (one that the
   * app learns another way, such as its own self-exclusion); resolves once a session it ends has ended.
   */
  readonly receive: (store: SessionState, notification: CustomerNotification) => Promise<void>;
  /**
   * Ends the session of `store` for `end`: core decides (EndSessionUseCase; a signal or a
   * notification that is not an ending is ignored), the channel closes, the store forgets the player with the reason to
   * show, the events are published and the app goes where core says (the login modal after a
   * session error or a forced logout).
   */
  readonly endSession: (store: SessionState, end: SessionEnd) => Promise<void>;
  /**
   * What follows the start of `store`'s session (a login or a restored one), unless it has ended
   * meanwhile: the customer's channel opens (a forced logout ends the session), the session's events
   * are published, and the app goes where core says, in the user's language when it differs.
   */
  readonly enterSession: (store: SessionState, session: LoggedIn) => void;
  /**
   * The player changed the reality-check interval (the server restarts the check with it): the
   * session's reality check starts again with the user's new interval.
   */
  readonly restartRealityCheck: () => void;
}
