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
  /** Media types and size limit of the request body, from the contract. */
  readonly requestBody: RequestBodyLimits;
  readonly checkRequest: (raw: RawRequest) => RequestCheck;
  /** Null when the response is one the operation declares, else what is wrong with it. */
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
      operations.push({
        operationId: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`,
        method: method.toUpperCase() as HttpMethod,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        isPrivate: isPrivate(operation.security ?? document.security),
        requestBody: requestBodyLimitsOf(document, path, method),
        checkRequest: compileRequestCheck(document, validator, path, method),
        checkResponse: compileResponseCheck(document, validator, pointer),
      });
    }
  }
  return operations;
}

/** Private when every alternative security requirement names a scheme (`[{}]` means optional). */
function isPrivate(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => isRecord(requirement) && Object.keys(requirement).length > 0)
  );
}
