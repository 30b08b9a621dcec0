import {
  isRecord,
  readArray,
  readRecord,
  readString,
  resolvePointer,
  type JsonRecord,
} from './json-reader.ts';

const schemaRefPrefix = '#/components/schemas/';

/**
 * The TypeScript shape of a JSON Schema of the AsyncAPI document, for the subset the notification
 * payloads use: primitives (optionally nullable), inline string enums, arrays, references to named
 * schemas, and schemas without a type (any JSON value).
 */
export type Shape =
  | { readonly kind: 'primitive'; readonly type: 'string' | 'number' | 'boolean'; readonly nullable: boolean }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'array'; readonly items: Shape }
  | { readonly kind: 'named'; readonly name: string }
  | { readonly kind: 'unknown' };

/** A property of an object schema. */
export interface Field {
  readonly name: string;
  readonly required: boolean;
  readonly description: string | undefined;
  readonly shape: Shape;
}

/** A schema of `components.schemas` that a notification payload references. */
export type NamedSchema =
  | {
      readonly kind: 'enum';
      readonly name: string;
      readonly description: string;
      readonly values: readonly string[];
    }
  | {
      readonly kind: 'object';
      readonly name: string;
      readonly description: string;
      readonly fields: readonly Field[];
    };

/**
 * Reads schemas into shapes, collecting every named schema reached through `$ref` (once each, in the
 * order they are first reached). Throws on a construct outside the supported subset.
 */
export class NotificationSchemaReader {
  readonly #document: JsonRecord;
  readonly #named = new Map<string, NamedSchema | undefined>();

  constructor(document: JsonRecord) {
    this.#document = document;
  }

  /** The named schemas reached so far, in the order they were first reached. */
  get namedSchemas(): readonly NamedSchema[] {
    return [...this.#named.values()].filter((schema) => schema !== undefined);
  }

  /** The fields of an object schema's `properties`, required as its `required` list says. */
  readFields(schema: JsonRecord, where: string): readonly Field[] {
    const required = new Set(readArray(schema.required ?? [], `${where}.required`));
    const properties = readRecord(schema.properties ?? {}, `${where}.properties`);
    return Object.entries(properties).map(([name, property]) => {
      const record = readRecord(property, `${where}.properties.${name}`);
      return {
        name,
        required: required.has(name),
        description: typeof record.description === 'string' ? record.description : undefined,
        shape: this.readShape(record, `${where}.properties.${name}`),
      };
    });
  }

  readShape(schema: JsonRecord, where: string): Shape {
    if (typeof schema.$ref === 'string') return { kind: 'named', name: this.#readNamed(schema.$ref) };
    const types = Array.isArray(schema.type) ? (schema.type as readonly unknown[]) : [schema.type];
    const nullable = types.includes('null');
    const [type, ...others] = types.filter((item) => item !== 'null');
    if (others.length > 0) throw new Error(`${where}: a union of types is not supported`);
    if (type === undefined) return { kind: 'unknown' };
    if (Array.isArray(schema.enum)) {
      if (type !== 'string' || nullable)
        throw new Error(`${where}: only non-null string enums are supported`);
      return { kind: 'enum', values: readStrings(schema.enum, `${where}.enum`) };
    }
    switch (type) {
      case 'string':
        return { kind: 'primitive', type: 'string', nullable };
      case 'boolean':
        return { kind: 'primitive', type: 'boolean', nullable };
      case 'integer':
      case 'number':
        return { kind: 'primitive', type: 'number', nullable };
      case 'array':
        if (nullable) throw new Error(`${where}: a nullable array is not supported`);
        return {
          kind: 'array',
          items: this.readShape(readRecord(schema.items, `${where}.items`), `${where}.items`),
        };
      default:
        throw new Error(`${where}: type ${JSON.stringify(type)} is supported only as a named schema ($ref)`);
    }
  }

  #readNamed(ref: string): string {
    if (!ref.startsWith(schemaRefPrefix))
      throw new Error(`${ref}: only ${schemaRefPrefix}* references are supported`);
    const name = ref.slice(schemaRefPrefix.length);
    if (this.#named.has(name)) return name;
    this.#named.set(name, undefined);
    const schema = readRecord(resolvePointer(this.#document, ref), ref);
    const description = readString(schema.description, `${ref}.description`);
    if (Array.isArray(schema.enum)) {
      if (schema.type !== 'string') throw new Error(`${ref}: only string enums are supported`);
      this.#named.set(name, {
        kind: 'enum',
        name,
        description,
        values: readStrings(schema.enum, `${ref}.enum`),
      });
    } else if (schema.type === 'object' && isRecord(schema.properties)) {
      this.#named.set(name, { kind: 'object', name, description, fields: this.readFields(schema, ref) });
    } else {
      throw new Error(`${ref}: a named schema must be a string enum or an object with properties`);
    }
    return name;
  }
}

function readStrings(values: readonly unknown[], where: string): readonly string[] {
  return values.map((value, index) => readString(value, `${where}[${index}]`));
}
