import type { ApiFailure } from './api-failure.ts';
import { GENERAL_ERROR_CODE, type ErrorCatalogue, type ErrorDescriptor } from './error-catalogue.port.ts';

/** HTTP status of a call refused for coming too often (the contract's 429, with Retry-After). */
export const TOO_MANY_REQUESTS_STATUS = 429;

/**
 * A 429 that carries no code of its own (errorCode -1): the player is asked to wait and try again,
 * in the form, rather than shown the general error. The contract declares it on login, registration,
 * SMS and Smart-ID calls.
 */
export const TOO_MANY_REQUESTS: ErrorDescriptor = {
  code: GENERAL_ERROR_CODE,
  name: 'TOO_MANY_REQUESTS',
  messageKey: 'errors.api.tooManyRequests',
  clientAction: 'show-message',
};

/**
 * The catalogue entry of a failed call: the server's errorCode for an API failure (unknown codes
 * resolve to -1 in the catalogue), the general error -1 for a transport failure. A 429 whose code
 * resolves to -1 is {@link TOO_MANY_REQUESTS}; a 429 with a code of its own (54 on registration)
 * keeps that code's entry.
 */
export const describeFailure = (failure: ApiFailure, catalogue: ErrorCatalogue): ErrorDescriptor => {
  const descriptor = catalogue.describe(failure.kind === 'api' ? failure.errorCode : GENERAL_ERROR_CODE);
  return failure.kind === 'api' &&
    failure.httpStatus === TOO_MANY_REQUESTS_STATUS &&
    descriptor.code === GENERAL_ERROR_CODE
    ? TOO_MANY_REQUESTS
    : descriptor;
};

/** The seconds a failed call asks to wait before trying again (a 429's Retry-After); null when none. */
export const retryAfterOf = (failure: ApiFailure): number | null =>
  failure.kind === 'api' && failure.retryAfterSeconds !== undefined ? failure.retryAfterSeconds : null;

/**
 * Whether a failure means the session's tokens are no longer usable: unauthorised (3), a token the
 * SDK could not refresh (96, 97) or a failed refresh (98), as the catalogue's client actions say.
 */
export const endsSession = (descriptor: ErrorDescriptor): boolean =>
  descriptor.clientAction === 'force-logout-open-login' ||
  descriptor.clientAction === 'session-expired' ||
  descriptor.clientAction === 'refresh-and-retry';
