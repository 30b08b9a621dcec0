import { dereference, isRecord, pointerOf, type JsonObject } from './openapi-document.ts';

/** Largest accepted body of an operation without multipart/form-data, in bytes (1 MiB). */
export const jsonBodyLimitBytes = 1024 * 1024;
/** Largest multipart/form-data body of an operation whose parts declare no size, in bytes (10 MiB). */
export const defaultMultipartBodyLimitBytes = 10 * 1024 * 1024;

const mebibyte = 1024 * 1024;

/** What an operation's request body may be, read from the contract. */
export interface RequestBodyLimits {
  /** The media types of the operation's `requestBody.content` (empty when it declares no body). */
  readonly mediaTypes: readonly string[];
  /** Whether the operation declares `multipart/form-data`: only those take uploads. */
  readonly multipart: boolean;
  /** Largest accepted body in bytes: {@link jsonBodyLimitBytes}, or the multipart limit. */
  readonly bodyLimitBytes: number;
}

/**
 * The body limits of one operation. Operations without `multipart/form-data` keep the JSON limit (1 MiB).
 * A multipart operation's limit comes from its parts: the contract writes a file's size in its
 * description ("at most 10 MB"); the largest such figure N gives a body limit of N MiB (a MiB per MB, which
 * leaves room for the other parts and the multipart framing). Without a figure the limit is 10 MiB.
 */
export function requestBodyLimitsOf(document: JsonObject, path: string, method: string): RequestBodyLimits {
  const operation = dereference(document, { $ref: `#${pointerOf(['paths', path, method])}` }, '');
  if (operation.value.requestBody === undefined) {
    return { mediaTypes: [], multipart: false, bodyLimitBytes: jsonBodyLimitBytes };
  }
  const requestBody = dereference(document, operation.value.requestBody, `${operation.pointer}/requestBody`);
  const content = isRecord(requestBody.value.content) ? requestBody.value.content : {};
  const mediaTypes = Object.keys(content);
  const multipartContent = content['multipart/form-data'];
  if (!isRecord(multipartContent))
    return { mediaTypes, multipart: false, bodyLimitBytes: jsonBodyLimitBytes };
  const declared = declaredSizesMb(document, multipartContent.schema);
  return {
    mediaTypes,
    multipart: true,
    bodyLimitBytes:
      declared.length === 0 ? defaultMultipartBodyLimitBytes : Math.ceil(Math.max(...declared) * mebibyte),
  };
}

/** The "at most N MB" figures in the descriptions of a multipart schema's parts (and their items). */
function declaredSizesMb(document: JsonObject, schema: unknown): number[] {
  if (!isRecord(schema)) return [];
  const resolved = dereference(document, schema, '').value;
  const properties = isRecord(resolved.properties) ? Object.values(resolved.properties) : [];
  const sizes: number[] = [];
  for (const property of properties) {
    if (!isRecord(property)) continue;
    for (const described of [property, isRecord(property.items) ? property.items : {}]) {
      const match = /at most (\d+(?:\.\d+)?)\s*MB/i.exec(
        typeof described.description === 'string' ? described.description : '',
      );
      if (match !== null) sizes.push(Number(match[1]));
    }
  }
  return sizes;
}
