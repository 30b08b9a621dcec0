/**
 * The operations of a bundled OpenAPI document and the conventions every one of them must follow
 * (common brief, "Shared decisions"): operationId, tags, summary, x-origin, the X-Client-Code and
 * X-Label-Entry-Point header parameters, and a 401 response on private operations.
 */
import { dereference, isRecord, readArray, readRecord, type JsonRecord } from './generate/json-reader.ts';
import type { HeaderExemption } from './contract-coverage.items.ts';

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The header parameters every operation takes, unless documented otherwise. */
export const clientHeaders = ['X-Client-Code', 'X-Label-Entry-Point'] as const;

/** An operation of the document with what the checks read from it. */
export interface ContractOperation {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Path template as the document writes it. */
  readonly path: string;
  /** `METHOD path`, the name reports use. */
  readonly label: string;
  readonly operationId: string | undefined;
  /** `specified`, `designed`, or whatever else (or nothing) the operation carries. */
  readonly origin: unknown;
  readonly record: JsonRecord;
  /** Parameters of the operation and of its path item, dereferenced. */
  readonly parameters: readonly JsonRecord[];
  /** True when the effective security (own, else the document's) holds a non-empty requirement. */
  readonly private: boolean;
}

function readParameters(openapi: JsonRecord, value: unknown, where: string): JsonRecord[] {
  if (value === undefined) return [];
  return readArray(value, where).map((parameter, index) =>
    dereference(openapi, parameter, `${where}[${index}]`),
  );
}

function isPrivate(security: unknown, where: string): boolean {
  if (security === undefined) return false;
  return readArray(security, where).some(
    (requirement) => isRecord(requirement) && Object.keys(requirement).length > 0,
  );
}

/** Every operation of `paths`, in document order. */
export function listOperations(openapi: JsonRecord): readonly ContractOperation[] {
  const paths = readRecord(openapi.paths ?? {}, 'paths');
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const pathItem = dereference(openapi, item, `paths.${path}`);
    const shared = readParameters(openapi, pathItem.parameters, `paths.${path}.parameters`);
    for (const method of httpMethods) {
      if (pathItem[method] === undefined) continue;
      const where = `paths.${path}.${method}`;
      const record = readRecord(pathItem[method], where);
      const own = readParameters(openapi, record.parameters, `${where}.parameters`);
      const security = record.security ?? openapi.security;
      operations.push({
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        operationId: typeof record.operationId === 'string' ? record.operationId : undefined,
        origin: record['x-origin'],
        record,
        parameters: [...shared, ...own],
        private: isPrivate(security, `${where}.security`),
      });
    }
  }
  return operations;
}

function isNonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function hasRequiredHeader(operation: ContractOperation, name: string): boolean {
  return operation.parameters.some(
    (parameter) =>
      parameter.in === 'header' &&
      typeof parameter.name === 'string' &&
      parameter.name.toLowerCase() === name.toLowerCase() &&
      parameter.required === true,
  );
}

/** What is wrong with one operation; empty when it follows every convention. */
export function lintOperation(operation: ContractOperation, exempt: boolean): readonly string[] {
  const problems: string[] = [];
  const { record } = operation;
  if (!isNonEmptyString(record.operationId)) problems.push('has no operationId');
  const tags = Array.isArray(record.tags) ? (record.tags as readonly unknown[]) : [];
  if (!tags.some(isNonEmptyString)) problems.push('has no tags');
  if (!isNonEmptyString(record.summary)) problems.push('has no summary');
  if (operation.origin !== 'specified' && operation.origin !== 'designed') {
    problems.push('has no x-origin (specified or designed)');
  }
  if (!exempt) {
    for (const header of clientHeaders) {
      if (!hasRequiredHeader(operation, header)) problems.push(`does not take the required ${header} header`);
    }
  }
  const responses = isRecord(record.responses) ? record.responses : {};
  if (operation.private && responses['401'] === undefined)
    problems.push('is private but has no 401 response');
  return problems;
}

/** Problems of every operation, and of exemptions that name no operation, as `label: problem` lines. */
export function lintOperations(
  operations: readonly ContractOperation[],
  exemptions: readonly HeaderExemption[],
): readonly string[] {
  const exemptIds = new Set(exemptions.map((exemption) => exemption.operationId));
  const knownIds = new Set(operations.map((operation) => operation.operationId));
  const unknown = exemptions
    .filter((exemption) => !knownIds.has(exemption.operationId))
    .map((exemption) => `header exemption ${exemption.operationId}: no operation has this operationId`);
  const problems = operations.flatMap((operation) =>
    lintOperation(operation, operation.operationId !== undefined && exemptIds.has(operation.operationId)).map(
      (problem) => `${operation.label} ${problem}`,
    ),
  );
  return [...problems, ...unknown];
}
