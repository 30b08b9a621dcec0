/**
 * Small readers of parsed JSON documents. A contract that does not have the expected shape is a bug of
 * the contract, so they throw with the JSON path of the offending node.
 */
export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readRecord(value: unknown, where: string): JsonRecord {
  if (!isRecord(value)) throw new Error(`${where}: expected an object`);
  return value;
}

export function readArray(value: unknown, where: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new Error(`${where}: expected an array`);
  return value as readonly unknown[];
}

export function readString(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${where}: expected a non-empty string`);
  return value;
}

export function readInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`${where}: expected an integer`);
  return value;
}

/** Resolves a local `#/a/b` JSON pointer against `document`. */
export function resolvePointer(document: JsonRecord, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`${ref}: only local references are supported`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = readRecord(node, ref)[key];
    if (node === undefined) throw new Error(`${ref}: does not resolve`);
  }
  return node;
}

/** The node itself, or the node its `$ref` points to. */
export function dereference(document: JsonRecord, node: unknown, where: string): JsonRecord {
  const record = readRecord(node, where);
  const ref = record.$ref;
  return typeof ref === 'string' ? readRecord(resolvePointer(document, ref), ref) : record;
}
