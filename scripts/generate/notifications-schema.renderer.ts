import type { Field, NamedSchema, Shape } from './notifications-schema.reader.ts';
import { jsDoc, literal, lowerCamelCase } from './typescript-source.ts';

/** Name of the type guard of a named schema: `ResponsibleGamingType` → `isResponsibleGamingType`. */
export function guardName(schemaName: string): string {
  return `is${schemaName}`;
}

/** The TypeScript type of a shape. */
export function renderShapeType(shape: Shape): string {
  switch (shape.kind) {
    case 'primitive':
      return shape.nullable ? `${shape.type} | null` : shape.type;
    case 'enum':
      return shape.values.map((value) => literal(value)).join(' | ');
    case 'array': {
      const items = renderShapeType(shape.items);
      return items.includes(' ') ? `readonly (${items})[]` : `readonly ${items}[]`;
    }
    case 'named':
      return shape.name;
    case 'unknown':
      return 'unknown';
  }
}

/** A boolean expression that is true when `access` has the shape; undefined when anything does. */
export function renderShapeCheck(shape: Shape, access: string): string | undefined {
  switch (shape.kind) {
    case 'primitive': {
      const check = `typeof ${access} === ${literal(shape.type)}`;
      return shape.nullable ? `(${access} === null || ${check})` : check;
    }
    case 'enum':
      return `(typeof ${access} === 'string' && [${shape.values.map((value) => literal(value)).join(', ')}].includes(${access}))`;
    case 'array': {
      const item = renderShapeCheck(shape.items, 'item');
      const isArray = `Array.isArray(${access})`;
      return item === undefined
        ? isArray
        : `(${isArray} && (${access} as readonly unknown[]).every((item) => ${item}))`;
    }
    case 'named':
      return `${guardName(shape.name)}(${access})`;
    case 'unknown':
      return undefined;
  }
}

/** The check of a field read as `access`: an optional field may also be absent. */
export function renderFieldCheck(field: Field, access: string): string | undefined {
  const check = renderShapeCheck(field.shape, access);
  if (field.required) return check ?? `${access} !== undefined`;
  return check === undefined ? undefined : `(${access} === undefined || ${check})`;
}

/** The members of an object type, one `readonly name: type;` line each, led by its description. */
export function renderFields(fields: readonly Field[], indent: string): string {
  return fields
    .map(
      (field) =>
        (field.description === undefined ? '' : jsDoc(field.description, indent)) +
        `${indent}readonly ${field.name}${field.required ? '' : '?'}: ${renderShapeType(field.shape)};\n`,
    )
    .join('');
}

/** The guard body's conditions joined with `&&`, or `true` when nothing is checked. */
export function joinChecks(checks: readonly (string | undefined)[]): string {
  const present = checks.filter((check) => check !== undefined);
  return present.length === 0 ? 'true' : present.join(' && ');
}

/** Source of the helper every object guard uses. */
export const isRecordSource =
  'function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {\n' +
  "  return typeof value === 'object' && value !== null && !Array.isArray(value);\n}\n\n";

/** A named schema as an exported type and an exported guard (and, for an enum, its values). */
export function renderNamedSchema(schema: NamedSchema): string {
  const guard = guardName(schema.name);
  if (schema.kind === 'enum') {
    const values = `${lowerCamelCase(schema.name)}Values`;
    return (
      jsDoc(`Every value of ${schema.name}.`) +
      `export const ${values} = [${schema.values.map((value) => literal(value)).join(', ')}] as const;\n\n` +
      jsDoc(schema.description) +
      `export type ${schema.name} = (typeof ${values})[number];\n\n` +
      jsDoc(`True when \`value\` is one of the ${schema.name} values.`) +
      `export function ${guard}(value: unknown): value is ${schema.name} {\n` +
      `  return typeof value === 'string' && (${values} as readonly string[]).includes(value);\n}\n\n`
    );
  }
  const checks = schema.fields.map((field) => renderFieldCheck(field, `value[${literal(field.name)}]`));
  return (
    jsDoc(schema.description) +
    `export interface ${schema.name} {\n${renderFields(schema.fields, '  ')}}\n\n` +
    jsDoc(`True when \`value\` has the shape of ${schema.name}.`) +
    `export function ${guard}(value: unknown): value is ${schema.name} {\n` +
    `  return ${joinChecks(['isRecord(value)', ...checks])};\n}\n\n`
  );
}
