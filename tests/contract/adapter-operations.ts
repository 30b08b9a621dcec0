import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** One call of the SDK client in an adapter's source: `client.POST('/api/v2/customerfacing/login', …)`. */
export interface AdapterCall {
  readonly file: string;
  readonly method: string;
  readonly path: string;
}

/**
 * The calls the SDK sends by itself, outside any adapter and the openapi-fetch client: the token
 * refresh after a 96 or 97 (and for the realtime channel), POST to the path the SDK's source declares
 * (`refreshTokenPath`), so moving it moves this too.
 */
export function sdkOwnCalls(repoRoot: string): AdapterCall[] {
  const file = join(repoRoot, 'sdk/src/refresh-options.ts');
  const path = /export const refreshTokenPath = '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (path === undefined) throw new Error(`${file} no longer declares refreshTokenPath as a string`);
  return [{ file, method: 'POST', path }];
}

/** An operation of the OpenAPI document that an adapter calls, with the adapter files that call it. */
export interface CalledOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly files: readonly string[];
}

const HTTP_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/**
 * Every `client.<METHOD>(path, …)` call in the adapters' sources (test files left out), read with
 * TypeScript's type checker: the path argument's type is the string literal (or union of literals)
 * openapi-fetch accepts, however the adapter spells it (a literal, a constant, a template of
 * constants). A path argument whose type is not a string literal is reported, not skipped.
 */
export function readAdapterCalls(sourceDir: string, tsconfigPath: string): AdapterCall[] {
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(sourceDir, file));
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error(`cannot read ${tsconfigPath}`);
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const calls: AdapterCall[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source === undefined) continue;
    const visit = (node: ts.Node): void => {
      const first = ts.isCallExpression(node) ? node.arguments[0] : undefined;
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        HTTP_METHODS.has(node.expression.name.text) &&
        first !== undefined
      ) {
        const type = checker.getTypeAtLocation(first);
        for (const member of type.isUnion() ? type.types : [type]) {
          if (!member.isStringLiteral()) {
            const where = source.getLineAndCharacterOfPosition(first.getStart());
            throw new Error(
              `${file}:${where.line + 1}: the path of a ${node.expression.name.text} call is ` +
                `${checker.typeToString(member)}, not a path of the contract`,
            );
          }
          calls.push({ file, method: node.expression.name.text, path: member.value });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, { readonly operationId?: string }>>>>;
}

/** The calls grouped by the operation of the OpenAPI document they make; a call to no operation throws. */
export function calledOperations(calls: readonly AdapterCall[], openapi: unknown): CalledOperation[] {
  const { paths } = openapi as OpenApiDocument;
  const byId = new Map<string, { method: string; path: string; files: Set<string> }>();
  for (const call of calls) {
    const operationId = paths[call.path]?.[call.method.toLowerCase()]?.operationId;
    if (operationId === undefined)
      throw new Error(`${call.file} calls ${call.method} ${call.path}, which the contract does not have`);
    const entry = byId.get(operationId) ?? { method: call.method, path: call.path, files: new Set() };
    entry.files.add(call.file);
    byId.set(operationId, entry);
  }
  return [...byId]
    .map(([operationId, entry]) => ({ operationId, ...entry, files: [...entry.files].sort() }))
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
}

interface HttpInteraction {
  readonly request?: { readonly method?: string; readonly path?: string };
}

const templateToPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

const parameterCount = (path: string): number => path.split('{').length - 1;

/**
 * The number of an HTTP pact's interactions per operation of the OpenAPI document. A request belongs to
 * the operation with its method whose path template matches the request's path; where two templates
 * match (`games/{gameId}/prepare` and `games/getGamesByFriendlyUrl/{url}`), the one with fewer
 * parameters, as a router would choose. A request of no operation is counted under `?` and its path.
 */
export function interactionsByOperation(
  interactions: readonly unknown[],
  openapi: unknown,
): Map<string, number> {
  const { paths } = openapi as OpenApiDocument;
  const routes = Object.entries(paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        pattern: templateToPattern(path),
        parameters: parameterCount(path),
        operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
      })),
    )
    .sort((a, b) => a.parameters - b.parameters);
  const counts = new Map<string, number>();
  for (const interaction of interactions) {
    const request = (interaction as HttpInteraction).request;
    const route = routes.find((r) => r.method === request?.method && r.pattern.test(request.path ?? ''));
    const key = route?.operationId ?? `? ${request?.method ?? ''} ${request?.path ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
