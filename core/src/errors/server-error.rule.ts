import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { ApiFailure } from './api-failure.ts';

/** Delay between an HTTP 500 and the error modal (account-and-session.md §8 HTTP and transport). */
export const SERVER_ERROR_MODAL_DELAY_MS = 500;

/** The call that failed: its operationId when known, and its URL path. */
export interface FailedCall {
  readonly operationId?: string;
  /** URL path of the call, with or without origin and query. */
  readonly path: string;
}

/** Operations whose HTTP 500 never opens the error modal nor a toast: the feeds and game tags. */
export const SERVER_ERROR_EXCLUDED_OPERATIONS: readonly string[] = [
  'getActivityFeedMonthlyBiggestWins',
  'getJackpotFeed',
  'getGameTags',
];

/** Path segments of the excluded calls: activity feed, jackpot feed, notifications and game tags. */
export const SERVER_ERROR_EXCLUDED_SEGMENTS: readonly string[] = [
  'getactivityfeedmonthlybiggestwins',
  'jackpotfeed',
  'notifications',
  'gametags',
];

/** Whether a call is one whose HTTP 500 is ignored (by operationId, or by a segment of its path). */
export function isServerErrorExcluded(call: FailedCall): boolean {
  if (call.operationId !== undefined && SERVER_ERROR_EXCLUDED_OPERATIONS.includes(call.operationId))
    return true;
  return call.path
    .replace(/[?#].*$/s, '')
    .toLowerCase()
    .split('/')
    .some((segment) => SERVER_ERROR_EXCLUDED_SEGMENTS.includes(segment));
}

export type ServerErrorReaction =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'open-error-modal';
      /** Wait this long (ms), then perform `intents` in order. */
      readonly delayMs: number;
      /** Close the open modal, then open errorModal. */
      readonly intents: readonly NavigationIntent[];
      /** Show the error toast now. */
      readonly toast: true;
    };

/**
 * An HTTP 500 on any call but the excluded ones: a toast, and after 0.5 s the open modal closes and
 * the error modal opens. Any other failure gets no such reaction here.
 */
export function serverErrorReaction(failure: ApiFailure, call: FailedCall): ServerErrorReaction {
  if (failure.kind !== 'api' || failure.httpStatus !== 500 || isServerErrorExcluded(call))
    return { kind: 'none' };
  return {
    kind: 'open-error-modal',
    delayMs: SERVER_ERROR_MODAL_DELAY_MS,
    intents: [{ kind: 'close-modal' }, { kind: 'open-modal', modal: 'errorModal' }],
    toast: true,
  };
}
