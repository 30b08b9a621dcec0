import { ServerErrorHandler } from '@lv-casino/core/errors/server-error.handler.ts';
import { transportErrorKind } from '@lv-casino/core/errors/transport-error.rule.ts';
import type { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';

/** How the app reacts to failed calls: core's server-error handling and the kind of a transport error. */
export interface FailureReactions {
  readonly serverErrors: Pick<ServerErrorHandler, 'handle'>;
  readonly transportKind: (message: string) => string | null;
}

/**
 * The app's reactions to failed calls (account-and-session.md §8), a chunk of their own: a visitor
 * whose calls all succeed never downloads them; the first failure loads them.
 */
export const createFailureReactions = (
  clock: ClockPort,
  perform: (intents: readonly NavigationIntent[]) => void,
): FailureReactions => ({
  serverErrors: new ServerErrorHandler(clock, perform),
  transportKind: transportErrorKind,
});
