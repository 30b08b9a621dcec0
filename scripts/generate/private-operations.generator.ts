import { isRecord, readArray, readRecord, readString, type JsonRecord } from './json-reader.ts';
import { banner, jsDoc, literal } from './typescript-source.ts';

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An operation whose effective security asks for credentials. */
export interface PrivateOperation {
  /** Upper-case HTTP method, as `Request.method` gives it. */
  readonly method: string;
  /** Path template of the document, as openapi-fetch's `schemaPath` gives it. */
  readonly path: string;
  readonly operationId: string;
}

/** An operation of the document and whether it is private (see readPrivateOperations). */
export interface OperationSecurity extends PrivateOperation {
  readonly isPrivate: boolean;
}

/**
 * The operations whose effective security (their own `security`, else the document's) holds at least
 * one non-empty requirement, in document order.
 */
export function readPrivateOperations(openapi: JsonRecord): readonly PrivateOperation[] {
  return readOperationSecurity(openapi)
    .filter((operation) => operation.isPrivate)
    .map(({ method, path, operationId }) => ({ method, path, operationId }));
}

/** Every operation of the document, in document order, with whether it is private. */
export function readOperationSecurity(openapi: JsonRecord): readonly OperationSecurity[] {
  const documentSecurity = openapi.security === undefined ? [] : readArray(openapi.security, 'security');
  const paths = readRecord(openapi.paths, 'paths');
  const found: OperationSecurity[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const pathItem = readRecord(item, `paths.${path}`);
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (operation === undefined) continue;
      const where = `paths.${path}.${method}`;
      const record = readRecord(operation, where);
      const security =
        record.security === undefined ? documentSecurity : readArray(record.security, `${where}.security`);
      found.push({
        method: method.toUpperCase(),
        path,
        operationId: readString(record.operationId, `${where}.operationId`),
        isPrivate: security.some(
          (requirement) => isRecord(requirement) && Object.keys(requirement).length > 0,
        ),
      });
    }
  }
  return found;
}

/** TypeScript source of `sdk/src/generated/private-operations.ts`. */
export function renderPrivateOperations(all: readonly OperationSecurity[], source: string): string {
  const operations = all.filter((operation) => operation.isPrivate);
  const rows = operations.map(
    (operation) =>
      `  { method: ${literal(operation.method)}, path: ${literal(operation.path)}, ` +
      `operationId: ${literal(operation.operationId)} },`,
  );
  const publicKeys = all
    .filter((operation) => !operation.isPrivate)
    .map((operation) => `  ${literal(`${operation.method} ${operation.path}`)},`);
  return [
    banner(source),
    jsDoc('An operation the contract marks private: the client sends the bearer token on it.'),
    'export interface PrivateOperation {\n',
    jsDoc('Upper-case HTTP method, as `Request.method` gives it.', '  '),
    '  readonly method: string;\n',
    jsDoc("Path template of the contract, as openapi-fetch's middleware `schemaPath` gives it.", '  '),
    '  readonly path: string;\n',
    '  readonly operationId: string;\n',
    '}\n\n',
    jsDoc('Every operation whose effective security is non-empty, in document order.'),
    `export const privateOperations: readonly PrivateOperation[] = [\n${rows.join('\n')}\n];\n\n`,
    jsDoc(
      'Every other operation of the contract (public), as `METHOD path` keys: what a client checks on every ' +
        'call (an operation is private unless listed here), a fraction of the size of `privateOperations`.',
    ),
    `export const publicOperationKeys: readonly string[] = [\n${publicKeys.join('\n')}\n];\n`,
  ].join('');
}
