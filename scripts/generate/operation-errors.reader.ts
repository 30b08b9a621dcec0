import type { ErrorCodeEntry } from './error-catalogue.generator.ts';
import { readArray, readInteger, readRecord, readString, type JsonRecord } from './json-reader.ts';

/**
 * Codes every operation may answer through a shared response, so no `x-error-codes` lists them:
 * -1 malformed request (MalformedRequest) or unknown path (NotFound), 3/96/97/98 (Unauthorized on
 * private operations and token refresh) and 41 (ServerError).
 */
export const sharedErrorCodes: readonly number[] = [-1, 3, 41, 96, 97, 98];

export const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** One operation of the document, with its own error codes and origin. */
export interface OperationErrors {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly origin: 'specified' | 'designed';
  readonly errorCodes: readonly number[];
}

/**
 * Reads `x-error-codes` and `x-origin` of every operation. Throws when an operation lacks either, lists
 * a code the `ErrorCode` catalogue does not have, a shared code, or lists codes out of ascending order
 * (so the list reads like the catalogue and a duplicate cannot hide).
 */
export function readOperationErrors(
  openapi: JsonRecord,
  catalogue: readonly ErrorCodeEntry[],
): readonly OperationErrors[] {
  const known = new Set(catalogue.map((entry) => entry.code));
  const operations: OperationErrors[] = [];
  for (const [path, item] of Object.entries(readRecord(openapi.paths, 'paths'))) {
    for (const method of methods) {
      const node = readRecord(item, `paths.${path}`)[method];
      if (node === undefined) continue;
      const operation = readRecord(node, `${method.toUpperCase()} ${path}`);
      const operationId = readString(operation.operationId, `${method.toUpperCase()} ${path} operationId`);
      const origin = operation['x-origin'];
      if (origin !== 'specified' && origin !== 'designed')
        throw new Error(`${operationId}: x-origin must be specified or designed`);
      const errorCodes = readArray(operation['x-error-codes'], `${operationId} x-error-codes`).map((code) =>
        readInteger(code, `${operationId} x-error-codes`),
      );
      errorCodes.forEach((code, index) => {
        if (!known.has(code))
          throw new Error(`${operationId}: x-error-codes lists ${code}, not in ErrorCode`);
        if (sharedErrorCodes.includes(code))
          throw new Error(`${operationId}: x-error-codes lists ${code}, which a shared response documents`);
        const previous = errorCodes[index - 1];
        if (previous !== undefined && previous >= code)
          throw new Error(`${operationId}: x-error-codes must be ascending without repeats`);
      });
      operations.push({ operationId, method, path, origin, errorCodes });
    }
  }
  return operations;
}
