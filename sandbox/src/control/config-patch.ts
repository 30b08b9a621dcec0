import { dereference, isRecord, pointerOf, type JsonObject } from '../openapi/openapi-document.ts';
import { describeError, type SchemaValidator } from '../openapi/schema-validator.ts';

export type PatchResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Keys that must never be copied from a request into an object. */
const unsafeKeys: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * Partial updates of a configuration object of the contract (GeneralConfig, CustomerConfig). A patch
 * names only the fields it changes; nested objects (gameproviders) are merged field by field, arrays and
 * values replace. A field the schema does not declare is refused, and so is a result the schema rejects.
 */
export class ConfigPatcher<T extends object> {
  readonly #document: JsonObject;
  readonly #schemaPointer: string;
  readonly #name: string;
  readonly #validate: ReturnType<SchemaValidator['compile']>;

  /** @param schemaName a schema of components/schemas, e.g. GeneralConfig. */
  constructor(document: JsonObject, validator: SchemaValidator, schemaName: string) {
    this.#document = document;
    this.#name = schemaName;
    this.#schemaPointer = pointerOf(['components', 'schemas', schemaName]);
    this.#validate = validator.compile(this.#schemaPointer);
  }

  apply(current: T, patch: unknown): PatchResult<T> {
    if (!isRecord(patch)) return { ok: false, message: `body must be an object of ${this.#name} fields` };
    const merged = this.#merge(current as JsonObject, patch, this.#schemaPointer, 'body');
    if (typeof merged === 'string') return { ok: false, message: merged };
    if (!this.#validate(merged)) return { ok: false, message: describeError(this.#validate.errors, 'body') };
    return { ok: true, value: merged as T };
  }

  #merge(current: JsonObject, patch: JsonObject, pointer: string, path: string): JsonObject | string {
    const schema = dereference(this.#document, { $ref: `#${pointer}` }, pointer);
    const properties = isRecord(schema.value.properties) ? schema.value.properties : {};
    const result: JsonObject = { ...current };
    for (const [key, value] of Object.entries(patch)) {
      if (unsafeKeys.includes(key) || !(key in properties)) {
        return `${path}.${key} is not a field of ${this.#name}`;
      }
      const inner = dereference(
        this.#document,
        properties[key],
        `${schema.pointer}${pointerOf(['properties', key])}`,
      );
      const nested = isRecord(inner.value.properties) && isRecord(value) && isRecord(current[key]);
      if (nested) {
        const merged = this.#merge(current[key] as JsonObject, value, inner.pointer, `${path}.${key}`);
        if (typeof merged === 'string') return merged;
        result[key] = merged;
      } else {
        result[key] = value;
      }
    }
    return result;
  }
}
