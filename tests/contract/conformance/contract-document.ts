import { readFileSync } from 'node:fs';

/** A JSON object of the OpenAPI document. */
export type JsonObject = Record<string, unknown>;

/** A JSON value found at a location of the document, with the JSON pointer of that location. */
export interface Located<T = unknown> {
  readonly value: T;
  /** JSON pointer (RFC 6901, not URI-encoded) of the value after following every `$ref`. */
  readonly pointer: string;
}

export interface ContractParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: Located<JsonObject>;
  /** The value of `example`, the first of `examples`, or of the schema's examples; undefined when none. */
  readonly example: unknown;
}

export interface ContractMediaType {
  readonly mediaType: string;
  /** JSON pointer of the media type object (`…/content/application~1json`). */
  readonly contentPointer: string;
  readonly schema: Located<JsonObject> | undefined;
  /** Media-type `example`, the first of its `examples`, or the first of the schema's examples. */
  readonly example: unknown;
  /** Content type of each multipart part (`encoding.<name>.contentType`). */
  readonly encoding: Readonly<Record<string, string>>;
}

export interface ContractOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** True when the operation takes a bearer token: required (private) or optional security. */
  readonly takesToken: boolean;
  /** True when every security requirement needs the bearer token. */
  readonly requiresToken: boolean;
  readonly parameters: readonly ContractParameter[];
  readonly requestBody: ContractMediaType | undefined;
  /** Declared responses by status key ("200", "4XX", "default"), each by media type. */
  readonly responses: ReadonlyMap<string, readonly ContractMediaType[]>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export const bundledOpenApiPath = new URL('../../../contracts/bundled/openapi.json', import.meta.url);

export function loadOpenApiDocument(path: URL | string = bundledOpenApiPath): JsonObject {
  return JSON.parse(readFileSync(path, 'utf8')) as JsonObject;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const escapePointerPart = (part: string): string => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** Joins a pointer and its child keys, escaping each key. */
export function childPointer(pointer: string, ...parts: readonly string[]): string {
  return [pointer, ...parts.map(escapePointerPart)].join('/');
}

function valueAt(document: JsonObject, pointer: string): unknown {
  const parts = pointer.split('/').slice(1);
  return parts.reduce<unknown>((node, part) => {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) && !Array.isArray(node)) throw new Error(`No ${pointer} in the OpenAPI document`);
    return (node as Record<string, unknown>)[key];
  }, document);
}

/** The value at a pointer after following internal `$ref`s (components/responses, parameters, …). */
export function resolve(document: JsonObject, pointer: string): Located<JsonObject> {
  let current = pointer;
  for (let hops = 0; hops < 20; hops += 1) {
    const value = valueAt(document, current);
    if (!isObject(value)) throw new Error(`${current} of the OpenAPI document is not an object`);
    const ref = value.$ref;
    if (typeof ref !== 'string') return { value, pointer: current };
    if (!ref.startsWith('#/')) throw new Error(`Only internal $refs are supported: ${ref}`);
    current = decodeURIComponent(ref);
  }
  throw new Error(`$ref cycle at ${pointer}`);
}

/** The example of a schema: its first `examples` entry, else `example`, else `default`. */
export function schemaExample(document: JsonObject, schema: Located<JsonObject>): unknown {
  const resolved = resolve(document, schema.pointer).value;
  if (Array.isArray(resolved.examples)) return resolved.examples[0] as unknown;
  return resolved.example ?? resolved.default;
}

function firstExampleValue(examples: unknown): unknown {
  if (!isObject(examples)) return undefined;
  const first = Object.values(examples)[0];
  return isObject(first) ? first.value : undefined;
}

function contentTypeOf(encoding: unknown): string {
  const contentType = isObject(encoding) ? encoding.contentType : undefined;
  return typeof contentType === 'string' ? contentType : 'application/octet-stream';
}

function mediaTypesOf(document: JsonObject, pointer: string): ContractMediaType[] {
  const { value, pointer: at } = resolve(document, pointer);
  if (!isObject(value.content)) return [];
  return Object.entries(value.content).map(([mediaType, content]) => {
    const contentPointer = childPointer(at, 'content', mediaType);
    const media = content as JsonObject;
    const schema = isObject(media.schema)
      ? resolve(document, childPointer(contentPointer, 'schema'))
      : undefined;
    const encoding = Object.fromEntries(
      Object.entries(isObject(media.encoding) ? media.encoding : {}).map(([name, entry]) => [
        name,
        contentTypeOf(entry),
      ]),
    );
    const example =
      media.example ??
      firstExampleValue(media.examples) ??
      (schema === undefined ? undefined : schemaExample(document, schema));
    return { mediaType, contentPointer, schema, example, encoding };
  });
}

function parameterAt(document: JsonObject, pointer: string): ContractParameter {
  const { value, pointer: at } = resolve(document, pointer);
  const schema = resolve(document, childPointer(at, 'schema'));
  const example = value.example ?? firstExampleValue(value.examples) ?? schemaExample(document, schema);
  return {
    name: String(value.name),
    in: value.in as ContractParameter['in'],
    required: value.required === true,
    schema,
    example,
  };
}

function securityOf(document: JsonObject, operation: JsonObject): JsonObject[] {
  const security = operation.security ?? document.security ?? [];
  return Array.isArray(security) ? security.filter(isObject) : [];
}

/** Every operation of the document with an operationId, in document order. */
export function listOperations(document: JsonObject): ContractOperation[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    methods
      .filter((method) => isObject((item as JsonObject)[method]))
      .map((method) => {
        const pointer = childPointer('#', 'paths', path, method);
        const operation = resolve(document, pointer).value;
        const security = securityOf(document, operation);
        const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
        const responses = isObject(operation.responses) ? operation.responses : {};
        return {
          operationId: String(operation.operationId),
          method: method.toUpperCase(),
          path,
          takesToken: security.some((requirement) => Object.keys(requirement).length > 0),
          requiresToken: security.length > 0 && security.every((r) => Object.keys(r).length > 0),
          parameters: parameters.map((_, index) =>
            parameterAt(document, childPointer(pointer, 'parameters', String(index))),
          ),
          requestBody: isObject(operation.requestBody)
            ? mediaTypesOf(document, childPointer(pointer, 'requestBody'))[0]
            : undefined,
          responses: new Map(
            Object.keys(responses).map((status) => [
              status,
              mediaTypesOf(document, childPointer(pointer, 'responses', status)),
            ]),
          ),
        };
      }),
  );
}
