import type { ApiFailure } from '../errors/api-failure.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { breachMessageKey, type GamingMessage } from './gaming-message.rule.ts';

/** errorCode of an ErrorResponse for a responsible-gaming limit that is exceeded (account-and-session.md §8). */
export const RESPONSIBLE_LIMITS_EXCEEDED_CODE = 40;

/** The fields of an ErrorResponse this rule reads. */
export interface ResponsibleGamingErrorBody {
  readonly errorCode: number;
  readonly responsibleGamingType?: string | undefined;
  readonly responsibleGamingPeriod?: string | undefined;
}

/**
 * The message of an ErrorResponse with code 40, by its responsibleGamingType and
 * responsibleGamingPeriod, with the same mapping as the RESPONSIBLE_GAMING_ERROR notification; the
 * catalogue's message of code 40 when the pair has no message of its own. Null for any other code.
 */
export function responsibleGamingErrorMessage(
  error: ResponsibleGamingErrorBody,
  errors: ErrorCatalogue,
): GamingMessage | null {
  if (error.errorCode !== RESPONSIBLE_LIMITS_EXCEEDED_CODE) return null;
  const key = breachMessageKey(error.responsibleGamingType, error.responsibleGamingPeriod);
  return { messageKey: key ?? errors.describe(RESPONSIBLE_LIMITS_EXCEEDED_CODE).messageKey, values: {} };
}

/**
 * describeFailure, except that a limit exceeded (40) names the limit by its type and period where a
 * message exists for the pair (account-and-session.md §8: "responsible limits exceeded, with type and
 * period"): for the calls a limit can refuse (a deposit, a withdrawal, a game's start). Apart from
 * describeFailure, which the first paint carries, so that the breach messages' table loads with
 * those calls only.
 */
export const describeLimitedFailure = (failure: ApiFailure, errors: ErrorCatalogue): ErrorDescriptor => {
  const descriptor = describeFailure(failure, errors);
  const breach = failure.kind === 'api' ? responsibleGamingErrorMessage(failure, errors) : null;
  return breach === null ? descriptor : { ...descriptor, messageKey: breach.messageKey };
};
