import type { CustomerConfig } from '../config/config.ts';
import type { User } from '../session/user.ts';

/** What the reality check needs of the user and the customer config. */
export interface RealityCheckSettings {
  /** realityCheckEnabled of the customer config. */
  readonly enabled: boolean;
  /** realityCheckInterval of the user in minutes; null (or not above 0): no reality check. */
  readonly intervalMinutes: number | null;
  /** realityCheckSecondsToTakeAction: length of the popup countdown in seconds. */
  readonly secondsToTakeAction: number;
  /** realityCheckLogoutOnTimeoutEnabled: log out when the countdown runs out. */
  readonly logoutOnTimeout: boolean;
  /** realityCheckAcknowledgeCounter of the user when the check starts; default 0. */
  readonly acknowledgeCounter?: number;
}

/** The settings of a logged-in user under a customer config. */
export const realityCheckSettings = (
  user: User,
  config: CustomerConfig,
  acknowledgeCounter = 0,
): RealityCheckSettings => ({
  enabled: config.realityCheckEnabled,
  intervalMinutes: user.realityCheckInterval,
  secondsToTakeAction: config.realityCheckSecondsToTakeAction,
  logoutOnTimeout: config.realityCheckLogoutOnTimeoutEnabled,
  acknowledgeCounter,
});

/**
 * `stopped`: no reality check runs. `counting`: play time runs toward `dueAt`. `popup`: the
 * reality-check modal is open with a countdown of `secondsLeft` (shown as `countdown`, mm:ss).
 * Times are epoch milliseconds of the wall clock.
 */
export type RealityCheckState =
  | { readonly kind: 'stopped' }
  | {
      readonly kind: 'counting';
      readonly startedAt: number;
      readonly dueAt: number;
      readonly acknowledgeCounter: number;
    }
  | {
      readonly kind: 'popup';
      readonly secondsLeft: number;
      readonly countdown: string;
      readonly endsAt: number;
      readonly acknowledgeCounter: number;
    };

/**
 * One-off instructions for the web layer: leave fullscreen game play as the countdown begins; log
 * out (with the flags of the logout the spec names) when the check ends the session.
 */
export type RealityCheckSignal =
  | { readonly kind: 'leave-fullscreen' }
  | { readonly kind: 'logout'; readonly isDueRealityCheck: true; readonly isSystem: true };

export interface RealityCheckChange {
  readonly state: RealityCheckState;
  readonly signal: RealityCheckSignal | null;
}

export type RealityCheckListener = (change: RealityCheckChange) => void;
