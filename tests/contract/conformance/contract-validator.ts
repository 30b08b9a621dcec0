import {
  createAjv2020,
  type Ajv2020Instance,
  type AjvError,
  type AjvValidateFunction,
} from './ajv.loader.ts';
import type { ContractMediaType, ContractOperation, JsonObject, Located } from './contract-document.ts';

const documentId = 'conformance-openapi.json';

/** A URI fragment of a JSON pointer such as `#/paths/~1api~1{id}/get`. */
function fragmentOf(pointer: string): string {
  return pointer
    .split('/')
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}

function describe(errors: readonly AjvError[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath === '' ? '(root)' : e.instancePath} ${e.message ?? e.keyword}`)
    .join('; ');
}

/** What a response looked like on the wire. */
export interface ObservedResponse {
  readonly status: number;
  /** The media type without parameters, e.g. application/json; null when there is no body. */
  readonly mediaType: string | null;
  /** Parsed JSON, text for other media types, undefined when empty. */
  readonly body: unknown;
}

/**
 * Validates values against the schemas of the OpenAPI document with its own Ajv (JSON Schema 2020-12 +
 * ajv-formats), independently of the sandbox's validation. The whole document is registered, so every
 * schema is compiled by its pointer and internal `$ref`s resolve.
 */
export class ContractValidator {
  readonly #ajv: Ajv2020Instance;
  readonly #compiled = new Map<string, AjvValidateFunction>();

  constructor(document: JsonObject) {
    this.#ajv = createAjv2020();
    // OpenAPI format names ajv-formats lacks: int64 bounds the integer, password only hints the UI.
    this.#ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
    this.#ajv.addFormat('password', true);
    this.#ajv.addSchema(document, documentId);
  }

  /** Problems of a value against the schema at `schema.pointer`; empty when valid. */
  problems(schema: Located<JsonObject>, value: unknown): string {
    let validate = this.#compiled.get(schema.pointer);
    if (validate === undefined) {
      validate = this.#ajv.compile({ $ref: `${documentId}${fragmentOf(schema.pointer)}` });
      this.#compiled.set(schema.pointer, validate);
    }
    return validate(value) ? '' : describe(validate.errors);
  }

  /**
   * Problems of a response against what the operation declares for its status (exact, then `2XX`-style,
   * then `default`): the media type and the body schema; a declaration without content means no body.
   * Empty when the response honours the contract.
   */
  responseProblems(operation: ContractOperation, response: ObservedResponse): string {
    const status = String(response.status);
    const declared =
      operation.responses.get(status) ??
      operation.responses.get(`${status[0] ?? ''}XX`) ??
      operation.responses.get('default');
    if (declared === undefined) return `status ${status} is not declared`;
    if (declared.length === 0) {
      return response.body === undefined ? '' : `status ${status} declares no body but one was sent`;
    }
    const media: ContractMediaType | undefined = declared.find((m) => m.mediaType === response.mediaType);
    if (media === undefined) {
      const names = declared.map((m) => m.mediaType).join(', ');
      return `media type ${String(response.mediaType)} is not declared for ${status} (${names})`;
    }
    if (media.schema === undefined) return '';
    const problems = this.problems(media.schema, response.body);
    return problems === '' ? '' : `body of ${status} ${media.mediaType}: ${problems}`;
  }
}
