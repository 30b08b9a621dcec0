import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type JsonObject = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The bundled customer-facing contract (OpenAPI 3.1, internal $refs only). */
export const defaultOpenApiPath = join(import.meta.dirname, '../../../contracts/bundled/openapi.json');

/** Reads and sanity-checks an OpenAPI 3.1 document. */
export function loadOpenApiDocument(path: string = defaultOpenApiPath): JsonObject {
  const document: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isRecord(document) || typeof document.openapi !== 'string' || !document.openapi.startsWith('3.1')) {
    throw new Error(`${path} is not an OpenAPI 3.1 document`);
  }
  if (!isRecord(document.paths)) throw new Error(`${path} has no paths`);
  return document;
}

/** The bundled realtime contract (AsyncAPI 3); the control API validates pushed messages against it. */
export const defaultAsyncApiPath = join(import.meta.dirname, '../../../contracts/bundled/asyncapi.json');

/** Reads and sanity-checks an AsyncAPI 3 document. */
export function loadAsyncApiDocument(path: string = defaultAsyncApiPath): JsonObject {
  const document: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isRecord(document) || typeof document.asyncapi !== 'string' || !document.asyncapi.startsWith('3.')) {
    throw new Error(`${path} is not an AsyncAPI 3 document`);
  }
  return document;
}

/** A JSON pointer (RFC 6901) built from segments, e.g. ['paths', '/a/{id}'] → "/paths/~1a~1{id}". */
export function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The same pointer as a URI fragment (percent-encoded), usable after `#` in a `$ref`. */
export function pointerFragment(pointer: string): string {
  return pointer
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The value a pointer designates; undefined when there is none. */
export function resolvePointer(document: JsonObject, pointer: string): unknown {
  let current: unknown = document;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(segment)] as unknown;
    else if (isRecord(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** An object of the document and where it lives, after following `$ref`s. */
export interface Located {
  readonly value: JsonObject;
  readonly pointer: string;
}

/** Follows internal `$ref`s (`#/…`) from the object at `pointer` until a plain object is reached. */
export function dereference(document: JsonObject, value: unknown, pointer: string): Located {
  let current = value;
  let at = pointer;
  for (let hops = 0; hops < 20; hops++) {
    if (!isRecord(current)) throw new Error(`Expected an object at ${at}`);
    const ref = current.$ref;
    if (typeof ref !== 'string') return { value: current, pointer: at };
    if (!ref.startsWith('#')) throw new Error(`Only internal $refs are supported (${ref} at ${at})`);
    at = decodeURIComponent(ref.slice(1));
    current = resolvePointer(document, at);
  }
  throw new Error(`$ref cycle at ${pointer}`);
}
