import type { ValidateFunction } from 'ajv/dist/2020.js';
import { dereference, isRecord, pointerOf, type JsonObject } from './openapi-document.ts';
import { describeError, type SchemaValidator } from './schema-validator.ts';

/** A response about to be sent: status, media type (without parameters) and body (undefined: none). */
export interface OutgoingResponse {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: unknown;
}

interface DeclaredResponse {
  /** Media type → validator of its schema (null when it has none). */
  readonly content: ReadonlyMap<string, ValidateFunction | null>;
}

/**
 * Compiles the response side of one operation. The returned check gives null when the response is one
 * the operation declares (status, or its `4XX` range, or `default`; media type; schema), otherwise a
 * description of the violation.
 */
export function compileResponseCheck(
  document: JsonObject,
  validator: SchemaValidator,
  operationPointer: string,
): (response: OutgoingResponse) => string | null {
  const operation = dereference(document, { $ref: `#${operationPointer}` }, operationPointer);
  const responses = isRecord(operation.value.responses) ? operation.value.responses : {};
  const declared = new Map<string, DeclaredResponse>();
  for (const [status, entry] of Object.entries(responses)) {
    const response = dereference(document, entry, `${operationPointer}${pointerOf(['responses', status])}`);
    const content = new Map<string, ValidateFunction | null>();
    if (isRecord(response.value.content)) {
      for (const [mediaType, media] of Object.entries(response.value.content)) {
        const hasSchema = isRecord(media) && media.schema !== undefined;
        const schemaPointer = `${response.pointer}${pointerOf(['content', mediaType, 'schema'])}`;
        content.set(mediaType, hasSchema ? validator.compile(schemaPointer) : null);
      }
    }
    declared.set(status.toUpperCase(), { content });
  }

  return ({ status, contentType, body }) => {
    const entry =
      declared.get(String(status)) ??
      declared.get(`${String(status).charAt(0)}XX`) ??
      declared.get('DEFAULT');
    if (entry === undefined) return `status ${status} is not declared`;
    if (body === undefined) {
      return entry.content.size === 0 ? null : `status ${status} must have a body`;
    }
    if (entry.content.size === 0) return `status ${status} declares no body`;
    const mediaType = contentType ?? 'application/json';
    const validate = findMedia(entry.content, mediaType);
    if (validate === undefined) return `media type ${mediaType} is not declared for status ${status}`;
    // Bytes (an image) are checked by their media type only: a JSON schema describes values.
    if (validate !== null && !(body instanceof Uint8Array) && !validate(body))
      return describeError(validate.errors, 'body');
    return null;
  };
}

function findMedia(
  content: ReadonlyMap<string, ValidateFunction | null>,
  mediaType: string,
): ValidateFunction | null | undefined {
  if (content.has(mediaType)) return content.get(mediaType);
  const range = `${mediaType.split('/')[0] ?? ''}/*`;
  if (content.has(range)) return content.get(range);
  return content.get('*/*');
}
