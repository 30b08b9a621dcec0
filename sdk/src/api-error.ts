import { isRecord, parseJson, readErrorCode } from './error-code.reader.ts';

export { readErrorCode };

/** What an `ApiError` is built from; the optional fields mirror ErrorResponse. */
export interface ApiErrorInit {
  /** errorCode of the ErrorResponse; -1 when the body carried none. */
  readonly errorCode: number;
  /** HTTP status of the response. */
  readonly httpStatus: number;
  readonly errorMessage: string;
  readonly data?: unknown;
  readonly responsibleGamingType?: string;
  readonly responsibleGamingPeriod?: string;
  /** The request field a refusal is about (57 bad data, a value in use, …), as the request names it. */
  readonly field?: string;
  /** Seconds to wait before calling again, from a 429's (or 503's) `Retry-After`. */
  readonly retryAfterSeconds?: number;
}

/**
 * A failed call: the HTTP status and the ErrorResponse of the contract. `errorCode` is -1 (general
 * error) when the body is not an ErrorResponse; look it up in `errorCatalogue` for its message key and
 * client action.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errorCode: number;
  readonly httpStatus: number;
  readonly errorMessage: string;
  readonly data: unknown;
  readonly responsibleGamingType: string | undefined;
  readonly responsibleGamingPeriod: string | undefined;
  /**
   * The request field a refusal is about, as the request names it (a nested one as its path, e.g.
   * `responsibleGaming.maxPlacebetsDaily`): given with 57 bad data and the codes of a value in use; else
   * undefined.
   */
  readonly field: string | undefined;
  /**
   * Seconds to wait before calling again, when the answer had a `Retry-After` (a 429: too many calls
   * from this address, or, on login, too many failed logins for the username); else undefined.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(`HTTP ${init.httpStatus}, errorCode ${init.errorCode}: ${init.errorMessage}`);
    this.errorCode = init.errorCode;
    this.httpStatus = init.httpStatus;
    this.errorMessage = init.errorMessage;
    this.data = init.data;
    this.responsibleGamingType = init.responsibleGamingType;
    this.responsibleGamingPeriod = init.responsibleGamingPeriod;
    this.field = init.field;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Builds the ApiError of a failed call from its response and body, as openapi-fetch returns them
 * (`const { error, response } = await client.GET(...)`; `if (!response.ok) throw readApiError(response,
 * error)`). A body that is not an ErrorResponse (text, HTML, empty, garbled) gives errorCode -1.
 */
export function readApiError(response: Response, body: unknown): ApiError {
  const parsed = typeof body === 'string' ? parseJson(body) : body;
  const record = isRecord(parsed) ? parsed : {};
  const errorCode = readErrorCode(parsed);
  const message = stringOrUndefined(record.errorMessage);
  const type = stringOrUndefined(record.responsibleGamingType);
  const period = stringOrUndefined(record.responsibleGamingPeriod);
  const field = stringOrUndefined(record.field);
  const retryAfter = readRetryAfter(response.headers.get('Retry-After'));
  return new ApiError({
    errorCode,
    httpStatus: response.status,
    errorMessage: message ?? (response.statusText || `HTTP ${response.status}`),
    ...('data' in record ? { data: record.data } : {}),
    ...(type === undefined ? {} : { responsibleGamingType: type }),
    ...(period === undefined ? {} : { responsibleGamingPeriod: period }),
    ...(field === undefined ? {} : { field }),
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
  });
}

/**
 * The seconds of a `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP date
 * (counted from `now`, never below 0); undefined when absent or unreadable.
 */
export function readRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
