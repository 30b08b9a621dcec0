import type { ApiFailure } from './api-failure.ts';
import { GENERAL_ERROR_CODE, type ErrorCatalogue, type ErrorDescriptor } from './error-catalogue.port.ts';

/**
 * The catalogue entry of a failed call: the server's errorCode for an API failure (unknown codes
 * resolve to -1 in the catalogue), the general error -1 for a transport failure.
 */
export const describeFailure = (failure: ApiFailure, catalogue: ErrorCatalogue): ErrorDescriptor =>
  catalogue.describe(failure.kind === 'api' ? failure.errorCode : GENERAL_ERROR_CODE);

/**
 * Whether a failure means the session's tokens are no longer usable: unauthorised (3), a token the
 * SDK could not refresh (96, 97) or a failed refresh (98), as the catalogue's client actions say.
 */
export const endsSession = (descriptor: ErrorDescriptor): boolean =>
  descriptor.clientAction === 'force-logout-open-login' ||
  descriptor.clientAction === 'session-expired' ||
  descriptor.clientAction === 'refresh-and-retry';
