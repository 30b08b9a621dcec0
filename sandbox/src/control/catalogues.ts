import type { CompiledOperation } from '../openapi/operations.ts';
import { isRecord, type JsonObject } from '../openapi/openapi-document.ts';
import { statusOfErrorCode } from './failure-injector.ts';

/** One entry of the contract's ErrorCode catalogue, as the console offers it. */
export interface ErrorCodeEntry {
  readonly code: number;
  readonly name: string;
  readonly meaning: string;
  /** The HTTP status the sandbox answers this code with. */
  readonly httpStatus: number;
}

/** The `oneOf` entries of components/schemas/ErrorCode of the OpenAPI document, in document order. */
export function errorCodesOf(openApi: JsonObject): ErrorCodeEntry[] {
  const components = isRecord(openApi.components) ? openApi.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  const errorCode = isRecord(schemas.ErrorCode) ? schemas.ErrorCode : {};
  const entries = Array.isArray(errorCode.oneOf) ? (errorCode.oneOf as unknown[]) : [];
  return entries.flatMap((entry) => {
    if (!isRecord(entry) || typeof entry.const !== 'number') return [];
    return [
      {
        code: entry.const,
        name: typeof entry.title === 'string' ? entry.title : `ERROR_${entry.const}`,
        meaning: typeof entry.description === 'string' ? entry.description : '',
        httpStatus: statusOfErrorCode(entry.const),
      },
    ];
  });
}

/** An operation of the contract, as the console offers it. */
export interface OperationEntry {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly private: boolean;
}

/** The operations, sorted by operationId. */
export function operationEntriesOf(operations: readonly CompiledOperation[]): OperationEntry[] {
  return operations
    .map((o) => ({ operationId: o.operationId, method: o.method, path: o.path, private: o.isPrivate }))
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
}
