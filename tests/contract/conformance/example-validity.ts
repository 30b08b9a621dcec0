import { childPointer, type ContractOperation, type JsonObject, type Located } from './contract-document.ts';
import type { ContractValidator } from './contract-validator.ts';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface ExampleAt {
  /** Where the example is written, for the report. */
  readonly where: string;
  readonly schema: Located<JsonObject>;
  readonly value: unknown;
}

/** Every example of one media type: `example`, each of `examples`. */
function mediaExamples(where: string, content: JsonObject, schema: Located<JsonObject>): ExampleAt[] {
  const named = isObject(content.examples) ? Object.entries(content.examples) : [];
  return [
    ...(content.example === undefined ? [] : [{ where, schema, value: content.example }]),
    ...named.map(([name, example]) => ({
      where: `${where} example ${name}`,
      schema,
      value: isObject(example) ? example.value : undefined,
    })),
  ];
}

function contentOf(document: JsonObject, pointer: string): JsonObject {
  let node: unknown = document;
  for (const part of pointer.split('/').slice(1)) {
    node = isObject(node) ? node[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  }
  return isObject(node) ? node : {};
}

/** The examples of the operations: parameters, request bodies and responses. */
function operationExamples(document: JsonObject, operation: ContractOperation): ExampleAt[] {
  const at = operation.operationId;
  const parameters = operation.parameters
    .filter((p) => p.example !== undefined)
    .map((p) => ({ where: `${at} ${p.in} parameter ${p.name}`, schema: p.schema, value: p.example }));
  const bodies = [
    ...(operation.requestBody === undefined ? [] : [{ status: 'request', media: operation.requestBody }]),
    ...[...operation.responses].flatMap(([status, media]) => media.map((m) => ({ status, media: m }))),
  ];
  const mediaExamplesOf = bodies.flatMap(({ status, media }) => {
    if (media.schema === undefined) return [];
    const content = contentOf(document, media.contentPointer);
    return mediaExamples(`${at} ${status} ${media.mediaType}`, content, media.schema);
  });
  return [...parameters, ...mediaExamplesOf];
}

/** The `examples` of every component schema and of its direct properties. */
function schemaExamples(document: JsonObject): ExampleAt[] {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  return Object.entries(schemas).flatMap(([name, schema]) => {
    const pointer = childPointer('#', 'components', 'schemas', name);
    const own = isObject(schema) && Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
    const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
    return [
      ...own.map((value) => ({
        where: `schema ${name}`,
        schema: { value: schema as JsonObject, pointer },
        value,
      })),
      ...Object.entries(properties).flatMap(([property, propertySchema]) => {
        const examples =
          isObject(propertySchema) && Array.isArray(propertySchema.examples) ? propertySchema.examples : [];
        const at = childPointer(pointer, 'properties', property);
        return (examples as unknown[]).map((value) => ({
          where: `schema ${name}.${property}`,
          schema: { value: propertySchema as JsonObject, pointer: at },
          value,
        }));
      }),
    ];
  });
}

/**
 * The contract's examples that its own schemas reject, one line each (where, then why): examples of
 * parameters, request and response media types, component schemas and their properties.
 */
export function invalidExamples(
  document: JsonObject,
  operations: readonly ContractOperation[],
  validator: ContractValidator,
): string[] {
  const examples = [
    ...operations.flatMap((o) => operationExamples(document, o)),
    ...schemaExamples(document),
  ];
  return examples.flatMap(({ where, schema, value }) => {
    const problems = validator.problems(schema, value);
    return problems === '' ? [] : [`${where}: ${problems}`];
  });
}
