import {
  childPointer,
  resolve,
  type ContractMediaType,
  type ContractOperation,
  type JsonObject,
} from './contract-document.ts';

/** Values that replace the contract's examples (ids a preceding call returned, a code from the outbox). */
export interface RequestOverrides {
  /** Path parameters by name. */
  readonly path?: Readonly<Record<string, string | number>>;
  /** Query parameters by name; `undefined` leaves the parameter out. */
  readonly query?: Readonly<Record<string, unknown>>;
  /** The whole request body. */
  readonly body?: unknown;
}

export interface ExampleRequest {
  /** Path and query, e.g. `/api/v1/…/claim?bonusAssetId=3302`. */
  readonly target: string;
  readonly init: RequestInit;
}

/** The smallest JPEG a server that sniffs magic bytes accepts: SOI, a JFIF APP0 segment, EOI. */
const tinyJpeg = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isBinary(schema: JsonObject): boolean {
  return schema.contentMediaType !== undefined || schema.format === 'binary';
}

/** The example of a multipart body as FormData: binary properties become small JPEG files. */
function formDataOf(document: JsonObject, media: ContractMediaType, example: JsonObject): FormData {
  const form = new FormData();
  const schemaPointer = media.schema?.pointer;
  for (const [name, value] of Object.entries(example)) {
    const partType = media.encoding[name]?.split(',')[0]?.trim();
    const property =
      schemaPointer === undefined
        ? {}
        : resolve(document, childPointer(schemaPointer, 'properties', name)).value;
    const items = isObject(property.items) ? property.items : {};
    if (isBinary(property) || (property.type === 'array' && isBinary(items))) {
      const files = Array.isArray(value) ? value : [value];
      files.forEach((_, index) => {
        form.append(name, new Blob([tinyJpeg], { type: partType ?? 'image/jpeg' }), `${name}-${index}.jpg`);
      });
    } else if (typeof value === 'object' && value !== null) {
      form.append(name, new Blob([JSON.stringify(value)], { type: partType ?? 'application/json' }));
    } else {
      form.append(name, scalar(value));
    }
  }
  return form;
}

function bodyOf(document: JsonObject, media: ContractMediaType, value: unknown): BodyInit {
  if (media.mediaType === 'multipart/form-data') {
    if (!isObject(value)) throw new Error('A multipart example must be an object');
    return formDataOf(document, media, value);
  }
  return JSON.stringify(value);
}

/**
 * The request the contract's examples describe: every parameter with an example (required ones must
 * have one), path parameters substituted, the body example as JSON or multipart FormData, the header
 * parameters' examples (X-Client-Code, X-Label-Entry-Point) and the bearer token when given.
 */
export function buildExampleRequest(
  document: JsonObject,
  operation: ContractOperation,
  overrides: RequestOverrides = {},
  token?: string,
): ExampleRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers = new Headers();
  for (const parameter of operation.parameters) {
    const replaced =
      parameter.in === 'path' ? overrides.path : parameter.in === 'query' ? overrides.query : {};
    const value =
      replaced !== undefined && parameter.name in replaced ? replaced[parameter.name] : parameter.example;
    if (value === undefined) {
      if (parameter.required) throw new Error(`${parameter.in} parameter ${parameter.name} has no example`);
      continue;
    }
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(scalar(value)));
    if (parameter.in === 'header') headers.set(parameter.name, scalar(value));
    if (parameter.in === 'query') {
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, scalar(item));
    }
  }
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  const media = operation.requestBody;
  const bodyValue = overrides.body ?? media?.example;
  if (media !== undefined && bodyValue === undefined) throw new Error('The request body has no example');
  if (media !== undefined && media.mediaType !== 'multipart/form-data') {
    headers.set('content-type', media.mediaType);
  }
  const search = query.size === 0 ? '' : `?${query.toString()}`;
  return {
    target: `${path}${search}`,
    init: {
      method: operation.method,
      headers,
      ...(media === undefined ? {} : { body: bodyOf(document, media, bodyValue) }),
    },
  };
}
