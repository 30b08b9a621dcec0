/**
 * The Markdown the bundled document and the rendered documentation (Redoc) show about errors and
 * origins: the error catalogue table, each operation's origin and error-code lines, and the list of
 * designed operations.
 */
import type { ErrorCodeEntry } from './error-catalogue.generator.ts';
import type { OperationErrors } from './operation-errors.reader.ts';

/** Anchor of the error catalogue section of `info.description` in the rendered documentation (Redoc). */
export const errorCatalogueAnchor = '#section/error-catalogue';
const originsAnchor = '#section/specified-and-designed-operations';

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** The Markdown table of catalogue entries: code, name, meaning, client action. */
export function codeTable(entries: readonly ErrorCodeEntry[]): string {
  return [
    '| errorCode | name | meaning | client action |',
    '|---|---|---|---|',
    ...entries.map(
      (entry) =>
        `| ${entry.code} | \`${entry.name}\` | ${escapeCell(entry.meaning)} | \`${entry.clientAction}\` |`,
    ),
  ].join('\n');
}

/** The catalogue entries of `codes`, in their order; throws on a code the catalogue lacks. */
export function entriesOf(codes: readonly number[], catalogue: readonly ErrorCodeEntry[]): ErrorCodeEntry[] {
  return codes.map((code) => {
    const entry = catalogue.find((candidate) => candidate.code === code);
    if (entry === undefined) throw new Error(`ErrorCode ${code} is missing`);
    return entry;
  });
}

/** The line of an operation description that says whether it is specified or designed. */
export function originLine(origin: OperationErrors['origin']): string {
  return origin === 'specified'
    ? `**Origin: specified** – the specifications state this call ([specified and designed operations](${originsAnchor})).`
    : `**Origin: designed** – this contract adds this call or its shape where the specifications are silent ([specified and designed operations](${originsAnchor})).`;
}

/** The line of an operation description that names its own error codes. */
export function errorsLine(codes: readonly number[], catalogue: readonly ErrorCodeEntry[]): string {
  if (codes.length === 0)
    return `**Error codes:** none of its own; only the shared failures of the [error catalogue](${errorCatalogueAnchor}).`;
  const names = entriesOf(codes, catalogue).map((entry) => `${entry.code} \`${entry.name}\``);
  return `**Error codes (400):** ${names.join(', ')} – see the [error catalogue](${errorCatalogueAnchor}).`;
}

/** The error catalogue section of `info.description`: the whole catalogue as a table. */
export function catalogueSection(catalogue: readonly ErrorCodeEntry[]): string {
  return [
    '## Error catalogue',
    '',
    'Every failure is an `ErrorResponse` whose `errorCode` is one of these codes (the `ErrorCode` schema). ' +
      'The client shows the message of the code (its `x-message-key`) and does what the client action says. ' +
      'A code not listed here is treated as -1. 401 carries 3, 96, 97 or 98; 500 carries 41; 404 and a ' +
      'malformed request carry -1; every other code is a 400 of the operations whose `x-error-codes` list it.',
    '',
    codeTable(catalogue),
  ].join('\n');
}

/** The section of `info.description` that counts specified and designed operations and lists the designed. */
export function originsSection(operations: readonly OperationErrors[]): string {
  const designed = operations.filter((operation) => operation.origin === 'designed');
  return [
    '## Specified and designed operations',
    '',
    `${operations.length - designed.length} of the ${operations.length} operations are **specified**: ` +
      'their path, parameters and payloads are what the specifications state. The other ' +
      `${designed.length} are **designed**: this contract adds them, or their shape, where the ` +
      'specifications are silent, and API teams may still change them by agreement. Each operation says ' +
      'which it is (`x-origin`, and the Origin line of its description); the designed ones are:',
    '',
    ...designed.map(
      (operation) => `- \`${operation.operationId}\` (${operation.method.toUpperCase()} ${operation.path})`,
    ),
  ].join('\n');
}
