import { TOO_MANY_REQUESTS } from '@lv-casino/core/errors/describe-failure.rule.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';

/** A catalogue text: its message key and arguments. */
export interface CatalogueText {
  readonly id: string;
  readonly values?: Readonly<Record<string, number>>;
}

/** Waits up to this many seconds are said in seconds; longer ones in whole minutes, rounded up. */
const SECONDS_SAID_UP_TO = 59;

/**
 * What a form says of a refused call: the catalogue's text of its error, except that a call refused for
 * coming too often (429) whose answer said how long to wait (Retry-After) says that wait, in seconds
 * or minutes ("Please try again in 15 minutes"), instead of the general "wait a minute".
 */
export function failureText(error: ErrorDescriptor, retryAfterSeconds: number | null): CatalogueText {
  if (error.name !== TOO_MANY_REQUESTS.name || retryAfterSeconds === null || retryAfterSeconds <= 0)
    return { id: error.messageKey };
  return retryAfterSeconds <= SECONDS_SAID_UP_TO
    ? { id: 'errors.api.tooManyRequests.seconds', values: { seconds: retryAfterSeconds } }
    : { id: 'errors.api.tooManyRequests.minutes', values: { minutes: Math.ceil(retryAfterSeconds / 60) } };
}
