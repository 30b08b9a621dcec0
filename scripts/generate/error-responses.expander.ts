import {
  catalogueSection,
  codeTable,
  entriesOf,
  errorCatalogueAnchor,
  errorsLine,
  originLine,
  originsSection,
} from './error-docs.renderer.ts';
import type { ErrorCodeEntry } from './error-catalogue.generator.ts';
import { isRecord, readRecord, type JsonRecord } from './json-reader.ts';
import { methods, readOperationErrors } from './operation-errors.reader.ts';

/** The shared 400 every operation of the sources refers to. */
export const malformedRequestRef = '#/components/responses/MalformedRequest';

/** Extra fields of an example of some codes, so the example shows what a client reads. */
const exampleExtras: Readonly<Record<number, JsonRecord>> = {
  39: { data: { permanent: false, endDate: '2026-12-31T23:59:59Z' } },
  40: { responsibleGamingType: 'PLACE_BET', responsibleGamingPeriod: 'DAILY' },
  93: { data: { endDate: '2026-12-31T23:59:59Z' } },
};

/**
 * The `malformedRequest` example of the shared MalformedRequest response, copied into each operation's
 * own 400 (an inline copy rather than a $ref, so every reader of the bundle sees it without resolving).
 */
function malformedExampleOf(openapi: JsonRecord): JsonRecord {
  const where = 'components.responses.MalformedRequest';
  const responses = readRecord(
    readRecord(openapi.components, 'components').responses,
    'components.responses',
  );
  const content = readRecord(readRecord(responses.MalformedRequest, where).content, `${where}.content`);
  const json = readRecord(content['application/json'], `${where} application/json`);
  const example = readRecord(
    readRecord(json.examples, `${where} examples`).malformedRequest,
    `${where} malformedRequest`,
  );
  if (!isRecord(example.value) || example.value.errorCode !== -1)
    throw new Error(`${where}: its malformedRequest example must show errorCode -1`);
  return example;
}

/** The errorCode an example (inline, with a `value`) shows, if any. */
function exampleCode(example: unknown): unknown {
  return isRecord(example) && isRecord(example.value) ? example.value.errorCode : undefined;
}

/**
 * The operation's own 400: its codes as a table linked to the catalogue and one example per code. An
 * operation whose source already writes its own 400 (instead of referring to MalformedRequest) keeps
 * its description first and its examples; the codes none of them shows get a generated one.
 */
function ownBadRequest(
  codes: readonly number[],
  catalogue: readonly ErrorCodeEntry[],
  written: JsonRecord | null,
  malformedExample: JsonRecord,
): JsonRecord {
  const entries = entriesOf(codes, catalogue);
  const lead = typeof written?.description === 'string' ? `${written.description.trimEnd()}\n\n` : '';
  const description = [
    `${lead}A business failure of this operation: one of the codes below (its \`x-error-codes\`; the [error catalogue](${errorCatalogueAnchor}) has every code), or errorCode -1 for a malformed request (a parameter or the body does not match this contract; the message names the field).`,
    '',
    codeTable(entries),
    '',
  ].join('\n');
  const writtenContent = isRecord(written?.content) ? written.content['application/json'] : undefined;
  const writtenExamples =
    isRecord(writtenContent) && isRecord(writtenContent.examples) ? writtenContent.examples : {};
  const shown = new Set(Object.values(writtenExamples).map(exampleCode));
  const examples: Record<string, unknown> = { ...writtenExamples };
  for (const entry of entries) {
    if (shown.has(entry.code)) continue;
    examples[`errorCode${entry.code}`] = {
      summary: `${entry.name} (errorCode ${entry.code})`,
      value: { errorCode: entry.code, errorMessage: entry.meaning, ...exampleExtras[entry.code] },
    };
  }
  examples.malformedRequest = malformedExample;
  return {
    description,
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' }, examples },
    },
  };
}

/**
 * The bundled document as API teams read it: every operation with a non-empty `x-error-codes` gets its
 * own 400 response (instead of the shared MalformedRequest) whose description and examples are its
 * codes; every operation description ends with its security risk (`x-security-risk`, if any), its origin
 * and its error codes; `info.description` ends with
 * the error catalogue table and the specified/designed summary. Returns a new document.
 */
export function expandErrorResponses(openapi: JsonRecord, catalogue: readonly ErrorCodeEntry[]): JsonRecord {
  const operations = readOperationErrors(openapi, catalogue);
  const malformedExample = malformedExampleOf(openapi);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(readRecord(openapi.paths, 'paths'))) {
    const expandedItem: Record<string, unknown> = { ...readRecord(item, path) };
    for (const method of methods) {
      const node = expandedItem[method];
      if (!isRecord(node)) continue;
      const errors = byId.get(String(node.operationId));
      if (errors === undefined) continue;
      const responses = readRecord(node.responses, `${errors.operationId} responses`);
      const badRequest = readRecord(responses['400'], `${errors.operationId} responses.400`);
      const shared = badRequest.$ref === malformedRequestRef;
      if (!shared && errors.errorCodes.length === 0)
        throw new Error(`${errors.operationId}: a 400 of its own needs the codes in x-error-codes`);
      const description = typeof node.description === 'string' ? node.description.trimEnd() : '';
      const risk = node['x-security-risk'];
      const riskLine = typeof risk === 'string' ? `**Security risk (x-security-risk):** ${risk.trim()}` : '';
      expandedItem[method] = {
        ...node,
        description: [
          description,
          riskLine,
          originLine(errors.origin),
          errorsLine(errors.errorCodes, catalogue),
        ]
          .filter((part) => part !== '')
          .join('\n\n'),
        responses:
          errors.errorCodes.length === 0
            ? responses
            : {
                ...responses,
                '400': ownBadRequest(
                  errors.errorCodes,
                  catalogue,
                  shared ? null : badRequest,
                  malformedExample,
                ),
              },
      };
    }
    paths[path] = expandedItem;
  }
  const info = readRecord(openapi.info, 'info');
  const infoDescription = typeof info.description === 'string' ? info.description.trimEnd() : '';
  return {
    ...openapi,
    info: {
      ...info,
      description:
        [infoDescription, catalogueSection(catalogue), originsSection(operations)].join('\n\n') + '\n',
    },
    paths,
  };
}
