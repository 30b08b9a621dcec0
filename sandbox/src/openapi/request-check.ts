import type { IncomingHttpHeaders } from 'node:http';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { dereference, isRecord, pointerOf, type JsonObject } from './openapi-document.ts';
import { describeError, type SchemaValidator, type ValueLocation } from './schema-validator.ts';

/** The parts of an HTTP request the contract constrains, as the server received them. */
export interface RawRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly headers: IncomingHttpHeaders;
  /** The parsed body; undefined when the request had none. */
  readonly body: unknown;
}

/** A request that passed the contract, with parameters coerced to their schema types. */
export interface ValidatedRequest {
  readonly path: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly body: unknown;
}

export type RequestCheck =
  | { readonly ok: true; readonly request: ValidatedRequest }
  | { readonly ok: false; readonly message: string };

interface ParameterGroup {
  readonly validate: ValidateFunction;
  /** Lower-cased key → name as the document spells it. */
  readonly names: ReadonlyMap<string, string>;
}

const locations = ['path', 'query', 'header'] as const;

/**
 * Compiles the request side of one operation: its path, query and header parameters (path-level ones
 * included, operation-level ones overriding) and its JSON request body.
 */
export function compileRequestCheck(
  document: JsonObject,
  validator: SchemaValidator,
  path: string,
  method: string,
): (raw: RawRequest) => RequestCheck {
  const groups = new Map<(typeof locations)[number], ParameterGroup>();
  const parameters = collectParameters(document, path, method);
  for (const location of locations) {
    const own = parameters.filter((p) => p.in === location);
    const key = (name: string): string => (location === 'header' ? name.toLowerCase() : name);
    const pointers = new Map(own.map((p) => [key(p.name), `${p.pointer}/schema`]));
    const required = own.filter((p) => p.required).map((p) => key(p.name));
    const names = new Map(own.map((p) => [key(p.name), p.name]));
    groups.set(location, { validate: validator.compileParameters(pointers, required), names });
  }
  const body = compileBody(document, validator, path, method);

  return (raw) => {
    const values = {
      path: { ...raw.params },
      query: { ...raw.query },
      header: pickHeaders(raw.headers, groups.get('header')?.names ?? new Map()),
    };
    for (const location of locations) {
      const group = groups.get(location);
      if (group !== undefined && !group.validate(values[location])) {
        return { ok: false, message: describeError(group.validate.errors, location, group.names) };
      }
    }
    const bodyProblem = body(raw.body);
    if (bodyProblem !== null) return { ok: false, message: bodyProblem };
    return {
      ok: true,
      request: { path: values.path, query: values.query, headers: values.header, body: raw.body },
    };
  };
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly pointer: string;
}

function collectParameters(document: JsonObject, path: string, method: string): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const owner of [pointerOf(['paths', path]), pointerOf(['paths', path, method])]) {
    const list = dereference(document, { $ref: `#${owner}` }, owner).value.parameters;
    if (!Array.isArray(list)) continue;
    list.forEach((entry: unknown, index) => {
      const { value, pointer } = dereference(document, entry, `${owner}/parameters/${index}`);
      if (typeof value.name !== 'string' || typeof value.in !== 'string') return;
      const parameter = { name: value.name, in: value.in, required: value.required === true, pointer };
      byKey.set(`${value.in}:${value.name.toLowerCase()}`, parameter);
    });
  }
  return [...byKey.values()];
}

function compileBody(
  document: JsonObject,
  validator: SchemaValidator,
  path: string,
  method: string,
): (body: unknown) => string | null {
  const operation = dereference(document, { $ref: `#${pointerOf(['paths', path, method])}` }, '');
  if (operation.value.requestBody === undefined) return () => null;
  const requestBody = dereference(document, operation.value.requestBody, `${operation.pointer}/requestBody`);
  const required = requestBody.value.required === true;
  const content = requestBody.value.content;
  const json = isRecord(content) ? content['application/json'] : undefined;
  const validate =
    isRecord(json) && json.schema !== undefined
      ? validator.compile(`${requestBody.pointer}${pointerOf(['content', 'application/json', 'schema'])}`)
      : null;
  const location: ValueLocation = 'body';
  return (body) => {
    if (body === undefined) return required ? 'body is required' : null;
    if (validate !== null && !validate(body)) return describeError(validate.errors, location);
    return null;
  };
}

function pickHeaders(
  headers: IncomingHttpHeaders,
  names: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of names.keys()) {
    const value = headers[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}
