import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { pointerFragment, type JsonObject } from './openapi-document.ts';

const documentId = 'openapi.json';

/** Where a validated value sits in an HTTP message. */
export type ValueLocation = 'body' | 'query' | 'path' | 'header';

/**
 * JSON Schema 2020-12 validators of one OpenAPI 3.1 document. The whole document is registered once,
 * so every schema is compiled by reference and its internal `$ref`s resolve. Parameters are validated
 * with type coercion (query, path and header values arrive as strings); bodies without.
 */
export class SchemaValidator {
  readonly #strict: Ajv2020;
  readonly #coercing: Ajv2020;

  constructor(document: JsonObject) {
    // strict: false because OpenAPI schemas carry keywords JSON Schema does not know (example, x-*).
    this.#strict = new Ajv2020({ strict: false, allErrors: false });
    this.#coercing = new Ajv2020({ strict: false, allErrors: false, coerceTypes: 'array' });
    for (const ajv of [this.#strict, this.#coercing]) {
      addFormats(ajv);
      ajv.addSchema(document, documentId);
    }
  }

  /** A validator of the schema at `pointer` in the document. */
  compile(pointer: string): ValidateFunction {
    return this.#strict.compile({ $ref: `${documentId}#${pointerFragment(pointer)}` });
  }

  /**
   * A coercing validator of an object whose properties are the schemas at the given pointers, e.g. the
   * query parameters of an operation. Property names are used as given (headers: lower case).
   */
  compileParameters(properties: ReadonlyMap<string, string>, required: readonly string[]): ValidateFunction {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(
        [...properties].map(([name, pointer]) => [
          name,
          { $ref: `${documentId}#${pointerFragment(pointer)}` },
        ]),
      ),
      required,
    };
    return this.#coercing.compile(schema);
  }
}

/**
 * A one-line description of the first validation error that names the failing field, e.g.
 * "body.columnSearches[0].value must be string" or "header X-Client-Code is required".
 * `names` maps lower-cased parameter keys back to their spelling in the document.
 */
export function describeError(
  errors: readonly ErrorObject[] | null | undefined,
  location: ValueLocation,
  names: ReadonlyMap<string, string> = new Map(),
): string {
  const error = errors?.[0];
  if (error === undefined) return `${location} is invalid`;
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
    return `${fieldName(location, segments, names)} is required`;
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
    return `${fieldName(location, segments, names)} is not allowed`;
  }
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `${fieldName(location, segments, names)} must be one of ${params.allowedValues.map(String).join(', ')}`;
  }
  return `${fieldName(location, segments, names)} ${error.message ?? 'is invalid'}`;
}

function fieldName(
  location: ValueLocation,
  segments: readonly string[],
  names: ReadonlyMap<string, string>,
): string {
  const [first, ...rest] = segments;
  if (location !== 'body' && first !== undefined) {
    const name = names.get(first) ?? first;
    const head = location === 'header' ? `header ${name}` : `${location}.${name}`;
    return head + rest.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join('');
  }
  return location + segments.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join('');
}
