import { isRecord, pointerOf, type JsonObject } from './openapi-document.ts';
import { requestBodyLimitsOf, type RequestBodyLimits } from './request-body-limits.ts';
import { compileRequestCheck, type RawRequest, type RequestCheck } from './request-check.ts';
import { compileResponseCheck, type OutgoingResponse } from './response-check.ts';
import { SchemaValidator } from './schema-validator.ts';

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = Uppercase<(typeof httpMethods)[number]>;

/** One operation of the contract, with its validators compiled. */
export interface CompiledOperation {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Path template as the document writes it, e.g. `/a/{id}`. */
  readonly path: string;
  /** The same path in the router's syntax, e.g. `/a/:id`. */
  readonly routePath: string;
  /** True when the operation requires the bearer token (a non-empty security requirement). */
  readonly isPrivate: boolean;
  /** True when the contract declares a 429 (Too Many Requests) for the operation: the sandbox rate-limits it. */
  readonly rateLimited: boolean;
  /** Media types and size limit of the request body, from the contract. */
  readonly requestBody: RequestBodyLimits;
  readonly checkRequest: (raw: RawRequest) => RequestCheck;
  /**
   * Null when the response is one the operation declares, else what is wrong with it. A 400 must also
   * carry -1 or one of the operation's `x-error-codes` (when the document gives them).
   */
  readonly checkResponse: (response: OutgoingResponse) => string | null;
}

/** Every operation of the document, compiled once (at start-up). */
export function compileOperations(document: JsonObject): CompiledOperation[] {
  const validator = new SchemaValidator(document);
  const operations: CompiledOperation[] = [];
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of httpMethods) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const pointer = pointerOf(['paths', path, method]);
      const checkResponse = compileResponseCheck(document, validator, pointer);
      const errorCodes = errorCodesOf(operation);
      operations.push({
        operationId: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`,
        method: method.toUpperCase() as HttpMethod,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        isPrivate: isPrivate(operation.security ?? document.security),
        rateLimited: isRecord(operation.responses) && operation.responses['429'] !== undefined,
        requestBody: requestBodyLimitsOf(document, path, method),
        checkRequest: compileRequestCheck(document, validator, path, method),
        checkResponse: (response) => checkResponse(response) ?? unlistedErrorCode(errorCodes, response),
      });
    }
  }
  return operations;
}

/** The operation's `x-error-codes`, or null when the document does not give them. */
function errorCodesOf(operation: JsonObject): readonly number[] | null {
  const codes: unknown = operation['x-error-codes'];
  if (!Array.isArray(codes)) return null;
  return codes.filter((code): code is number => Number.isInteger(code));
}

/**
 * What is wrong with a 400 whose errorCode is neither -1 (malformed request) nor one of the operation's
 * `x-error-codes`: the contract promises API teams that list, so the sandbox keeps to it too. Null when
 * the response is not a 400 with an ErrorResponse, or when the operation has no list.
 */
export function unlistedErrorCode(
  errorCodes: readonly number[] | null,
  response: OutgoingResponse,
): string | null {
  if (errorCodes === null || response.status !== 400 || !isRecord(response.body)) return null;
  const code = response.body.errorCode;
  if (typeof code !== 'number' || code === -1 || errorCodes.includes(code)) return null;
  const listed = errorCodes.length === 0 ? 'none' : errorCodes.join(', ');
  return `errorCode ${String(code)} of a 400 is not one of its x-error-codes (${listed}) or -1`;
}

/** Private when every alternative security requirement names a scheme (`[{}]` means optional). */
function isPrivate(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => isRecord(requirement) && Object.keys(requirement).length > 0)
  );
}
