import type { ApiFailure } from '../errors/api-failure.ts';

/** HTTP status the API answers an error code with (the walking-skeleton's shared decisions). */
const statusOf = (errorCode: number): number => {
  if ([3, 96, 97, 98].includes(errorCode)) return 401;
  if (errorCode === 41) return 500;
  if (errorCode === -1) return 404;
  return 400;
};

/** A failed call with an ErrorResponse; the status follows the code unless given. */
export const createApiFailure = (
  errorCode: number,
  httpStatus: number = statusOf(errorCode),
): ApiFailure => ({
  kind: 'api',
  errorCode,
  httpStatus,
});

/** A 400 refusing one request field: the errorCode (57, 14, …) and the field ErrorResponse.field names. */
export const createFieldRefusal = (errorCode: number, field: string): ApiFailure => ({
  kind: 'api',
  errorCode,
  httpStatus: 400,
  field,
});

/** A 429 with errorCode -1 and the wait of its Retry-After (a throttled login, a rate-limited call). */
export const createThrottledFailure = (retryAfterSeconds: number): ApiFailure => ({
  kind: 'api',
  errorCode: -1,
  httpStatus: 429,
  retryAfterSeconds,
});

/** A call that got no response. */
export const createTransportFailure = (message = 'Network Error'): ApiFailure => ({
  kind: 'transport',
  message,
});
