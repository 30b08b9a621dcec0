import { readArray, readInteger, readRecord, readString, type JsonRecord } from './json-reader.ts';
import { banner, jsDoc, literal } from './typescript-source.ts';

/** One entry of the `ErrorCode` catalogue schema of the OpenAPI document. */
export interface ErrorCodeEntry {
  readonly code: number;
  readonly name: string;
  readonly meaning: string;
  readonly messageKey: string;
  readonly clientAction: string;
}

/**
 * Reads `components.schemas.ErrorCode` (a `oneOf` of `{ const, title, description, x-message-key,
 * x-client-action }`) of a bundled OpenAPI document. Throws on a malformed entry or a duplicate code
 * or name, so a broken catalogue never reaches the SDK.
 */
export function readErrorCatalogue(openapi: JsonRecord): readonly ErrorCodeEntry[] {
  const components = readRecord(openapi.components, 'components');
  const schemas = readRecord(components.schemas, 'components.schemas');
  const errorCode = readRecord(schemas.ErrorCode, 'components.schemas.ErrorCode');
  const entries = readArray(errorCode.oneOf, 'ErrorCode.oneOf').map((item, index) => {
    const where = `ErrorCode.oneOf[${index}]`;
    const entry = readRecord(item, where);
    return {
      code: readInteger(entry.const, `${where}.const`),
      name: readString(entry.title, `${where}.title`),
      meaning: readString(entry.description, `${where}.description`),
      messageKey: readString(entry['x-message-key'], `${where}.x-message-key`),
      clientAction: readString(entry['x-client-action'], `${where}.x-client-action`),
    };
  });
  assertUnique(
    entries.map((entry) => String(entry.code)),
    'code',
  );
  assertUnique(
    entries.map((entry) => entry.name),
    'name',
  );
  if (!entries.some((entry) => entry.code === -1))
    throw new Error('ErrorCode: the fallback code -1 is missing');
  return entries;
}

function assertUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`ErrorCode: duplicate ${what} ${value}`);
    seen.add(value);
  }
}

/** TypeScript source of `sdk/src/generated/error-catalogue.ts`. */
export function renderErrorCatalogue(entries: readonly ErrorCodeEntry[], source: string): string {
  const actions = [...new Set(entries.map((entry) => entry.clientAction))].sort();
  const rows = entries.map(
    (entry) =>
      `  { code: ${literal(entry.code)}, name: ${literal(entry.name)}, meaning: ${literal(entry.meaning)}, ` +
      `messageKey: ${literal(entry.messageKey)}, clientAction: ${literal(entry.clientAction)} },`,
  );
  const names = entries.map((entry) => `  ${entry.name}: ${literal(entry.code)},`);
  // The run-time table ships in the first paint: each code is written as [code] when its message is
  // errors.api.{code} and its action show-message, with only what differs otherwise.
  const runtimeRows = entries.map((entry) => {
    const ownKey = entry.messageKey !== `errors.api.${String(entry.code)}`;
    const parts = [literal(entry.code)];
    if (ownKey || entry.clientAction !== 'show-message') parts.push(literal(entry.clientAction));
    if (ownKey) parts.push(literal(entry.messageKey));
    return `[${parts.join(', ')}]`;
  });
  return [
    banner(source),
    jsDoc('What the client does when a call fails with a code (x-client-action of the catalogue).'),
    `export type ErrorClientAction = ${actions.map((action) => literal(action)).join(' | ')};\n`,
    jsDoc('One code of the ErrorCode catalogue.'),
    'export interface ErrorCatalogueEntry {\n',
    jsDoc('The errorCode of an ErrorResponse.', '  '),
    '  readonly code: number;\n',
    jsDoc('Constant-case name of the code (title in the contract).', '  '),
    '  readonly name: string;\n',
    jsDoc('What the code means (account-and-session.md §8).', '  '),
    '  readonly meaning: string;\n',
    jsDoc('react-intl message id of the text shown to the player.', '  '),
    '  readonly messageKey: string;\n',
    '  readonly clientAction: ErrorClientAction;\n',
    '}\n\n',
    jsDoc('Every code of the contract, ascending. A code not listed here is treated as -1.'),
    `export const errorCatalogue: readonly ErrorCatalogueEntry[] = [\n${rows.join('\n')}\n];\n\n`,
    jsDoc(
      'Builds the catalogue as a client needs it at run time (code, message id, action), a new list on each ' +
        'call: for a bundle that builds it only when an error is first described, not as it starts.',
    ),
    "export function buildErrorRuntimeCatalogue(): readonly Omit<ErrorCatalogueEntry, 'name' | 'meaning'>[] {\n" +
      `  return ([${runtimeRows.join(',')}] as const).map(\n` +
      "    ([code, clientAction = 'show-message', messageKey = `errors.api.${String(code)}`]: readonly [number, ErrorClientAction?, string?]) =>\n" +
      '      ({ code, messageKey, clientAction }),\n' +
      '  );\n}\n\n',
    jsDoc(
      'The catalogue as a client needs it at run time (code, message id, action), for a bundle that should ' +
        'not carry the names and the prose.',
    ),
    "export const errorRuntimeCatalogue: readonly Omit<ErrorCatalogueEntry, 'name' | 'meaning'>[] =\n" +
      '  /* @__PURE__ */ buildErrorRuntimeCatalogue();\n\n',
    jsDoc('The codes by name, for code that branches on one code.'),
    `export const errorCodes = {\n${names.join('\n')}\n} as const;\n`,
  ].join('');
}

/**
 * TypeScript source of `core/src/testing/generated/error-catalogue.fixture.ts`: the same catalogue as
 * core's `ErrorDescriptor`s, for core's tests (core may not import the SDK, and must not keep a
 * hand-written copy).
 */
export function renderCoreErrorFixture(entries: readonly ErrorCodeEntry[], source: string): string {
  const rows = entries.map(
    (entry) =>
      `  { code: ${literal(entry.code)}, name: ${literal(entry.name)}, ` +
      `messageKey: ${literal(entry.messageKey)}, clientAction: ${literal(entry.clientAction)} },`,
  );
  return [
    banner(source),
    "import type { ErrorDescriptor } from '../../errors/error-catalogue.port.ts';\n\n",
    jsDoc("Every code of the contract's ErrorCode catalogue, ascending, as core's ErrorDescriptor."),
    `export const CONTRACT_ERROR_TABLE: readonly ErrorDescriptor[] = [\n${rows.join('\n')}\n];\n`,
  ].join('');
}
