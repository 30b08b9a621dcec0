import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import { GENERAL_ERROR_CODE } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { fail, ok, type Result } from '@lv-casino/core/shared/result.ts';

/** What an openapi-fetch call resolves to, seen as unchecked data. */
export interface SentCall {
  readonly response: Response;
  readonly data?: unknown;
  readonly error?: unknown;
}

/** errorCode of a 2xx response whose body does not match the contract: the general error (-1). */
export const MALFORMED_RESPONSE_ERROR_CODE = GENERAL_ERROR_CODE;

const transportFailure = (error: unknown): ApiFailure => {
  if (error instanceof SyntaxError)
    return { kind: 'transport', message: 'Malformed response: body is not JSON' };
  if (error instanceof Error) return { kind: 'transport', message: error.message };
  return { kind: 'transport', message: String(error) };
};

/**
 * Sends one call and turns its outcome into a Result, branching on `response.status`:
 * - 2xx: the body goes through `map`; a body `map` rejects becomes an `api` failure with errorCode -1
 *   and the reason, so garbage never reaches core;
 * - any other status: an `api` failure read from the ErrorResponse by the SDK's `readApiError`;
 * - a thrown fetch (network down, aborted, body not JSON): a `transport` failure with its message.
 */
export const call = async <T>(
  send: () => Promise<SentCall>,
  map: (data: unknown) => Result<T, string>,
): Promise<Result<T, ApiFailure>> => {
  let sent: SentCall;
  try {
    sent = await send();
  } catch (error) {
    return fail(transportFailure(error));
  }
  const { response } = sent;
  if (!response.ok) {
    // The ErrorResponse reader loads with the first failed call: a page whose calls succeed never needs it.
    const { readApiError } = await import('@lv-casino/sdk/api-error.ts');
    const {
      errorCode,
      httpStatus,
      errorMessage,
      responsibleGamingType,
      responsibleGamingPeriod,
      field,
      retryAfterSeconds,
    } = readApiError(response, sent.error);
    return fail({
      kind: 'api',
      errorCode,
      httpStatus,
      errorMessage,
      responsibleGamingType,
      responsibleGamingPeriod,
      field,
      retryAfterSeconds,
    });
  }
  const mapped = map(sent.data);
  if (mapped.ok) return ok(mapped.value);
  return fail({
    kind: 'api',
    errorCode: MALFORMED_RESPONSE_ERROR_CODE,
    httpStatus: response.status,
    errorMessage: `Malformed response: ${mapped.error}`,
  });
};

/** The mapping of a call whose success carries no body (204). */
export const noContent = (): Result<void, string> => ok(undefined);
