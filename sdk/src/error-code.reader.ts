import { clientErrorCodes } from './client-error-codes.ts';

/*
 * Reading an ErrorResponse's errorCode, which the client's refresh needs on every 401: a module apart
 * from ApiError (api-error.ts), which a caller needs only once a call has failed.
 */

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The errorCode of an ErrorResponse body (parsed JSON or raw text); -1 when there is none or it is
 * not an integer.
 */
export function readErrorCode(body: unknown): number {
  const parsed = typeof body === 'string' ? parseJson(body) : body;
  if (!isRecord(parsed)) return clientErrorCodes.GENERAL_ERROR;
  const code = parsed.errorCode;
  return typeof code === 'number' && Number.isInteger(code) ? code : clientErrorCodes.GENERAL_ERROR;
}

/** The JSON value of `text`; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
