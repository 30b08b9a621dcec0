/**
 * Matches the items the specifications name against the bundled contracts: each call to exactly one
 * operation (method and path template, parameter names ignored), each error code to exactly one
 * `ErrorCode` oneOf const, each notification kind to exactly one AsyncAPI message (by the
 * notificationType const of its payload).
 */
import { dereference, isRecord, readArray, type JsonRecord } from './generate/json-reader.ts';
import { normalisePathTemplate, type SpecItems } from './contract-coverage.items.ts';
import { lintOperations, listOperations, type ContractOperation } from './contract-coverage.operations.ts';

/** How many of one kind of item the specifications name and how many map to exactly one contract node. */
export interface ItemCount {
  readonly listed: number;
  readonly mapped: number;
}

export interface CoverageCounts {
  readonly operations: number;
  /** Operations with `x-origin: specified`. */
  readonly specifiedOperations: number;
  /** Operations with `x-origin: designed`. */
  readonly designedOperations: number;
  /** Consts of the ErrorCode schema. */
  readonly errorCodes: number;
  /** Messages of the AsyncAPI document with a notificationType const. */
  readonly notificationKinds: number;
  readonly calls: ItemCount;
  readonly errorCodeItems: ItemCount;
  readonly notificationItems: ItemCount;
}

export interface CoverageReport {
  readonly counts: CoverageCounts;
  /** Items with no or more than one match, one line each. */
  readonly unmapped: readonly string[];
  /** Operations that break a convention, one line each. */
  readonly operationProblems: readonly string[];
  /** `x-origin: specified` operations no listed call maps to (information, not a gap). */
  readonly unlistedSpecifiedOperations: readonly string[];
}

/** True when the report has a gap: an unmapped item or an operation problem. */
export function hasGaps(report: CoverageReport): boolean {
  return report.unmapped.length > 0 || report.operationProblems.length > 0;
}

function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${normalisePathTemplate(path)}`;
}

function countBy<T>(values: readonly T[]): ReadonlyMap<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function mismatch(item: string, found: number, kind: string): string | undefined {
  if (found === 1) return undefined;
  return found === 0 ? `${item}: no ${kind}` : `${item}: ${found} ${kind}s (expected exactly one)`;
}

/** The consts of `components.schemas.ErrorCode.oneOf`, in document order, duplicates kept. */
export function readErrorCodeConsts(openapi: JsonRecord): readonly number[] {
  const schemas = isRecord(openapi.components) ? openapi.components.schemas : undefined;
  const errorCode = isRecord(schemas) ? schemas.ErrorCode : undefined;
  if (errorCode === undefined) return [];
  const schema = dereference(openapi, errorCode, 'components.schemas.ErrorCode');
  return readArray(schema.oneOf ?? [], 'ErrorCode.oneOf').flatMap((entry, index) => {
    const value = dereference(openapi, entry, `ErrorCode.oneOf[${index}]`).const;
    return typeof value === 'number' ? [value] : [];
  });
}

/** The notificationType consts a payload schema fixes, following `$ref` and `allOf`. */
function notificationTypesOf(asyncapi: JsonRecord, node: unknown, where: string): string[] {
  if (!isRecord(node)) return [];
  const schema = dereference(asyncapi, node, where);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const own = isRecord(properties.notificationType) ? properties.notificationType.const : undefined;
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as readonly unknown[]) : [];
  return [
    ...(typeof own === 'string' ? [own] : []),
    ...parts.flatMap((part, index) => notificationTypesOf(asyncapi, part, `${where}.allOf[${index}]`)),
  ];
}

/**
 * The notificationType of every message of the AsyncAPI document (components.messages and messages
 * written inline in channels), one entry per message, duplicates kept.
 */
export function readNotificationTypes(asyncapi: JsonRecord): readonly string[] {
  const messages = new Set<JsonRecord>();
  const components = isRecord(asyncapi.components) ? asyncapi.components : {};
  for (const [key, message] of Object.entries(isRecord(components.messages) ? components.messages : {})) {
    messages.add(dereference(asyncapi, message, `components.messages.${key}`));
  }
  for (const [name, channel] of Object.entries(isRecord(asyncapi.channels) ? asyncapi.channels : {})) {
    const channelMessages = dereference(asyncapi, channel, `channels.${name}`).messages;
    for (const [key, message] of Object.entries(isRecord(channelMessages) ? channelMessages : {})) {
      messages.add(dereference(asyncapi, message, `channels.${name}.messages.${key}`));
    }
  }
  return [...messages].flatMap((message) => [
    ...new Set(notificationTypesOf(asyncapi, message.payload, 'message payload')),
  ]);
}

function unlistedSpecified(operations: readonly ContractOperation[], items: SpecItems): string[] {
  const listed = new Set(items.calls.map((call) => operationKey(call.method, call.path)));
  return operations
    .filter(
      (operation) =>
        operation.origin === 'specified' && !listed.has(operationKey(operation.method, operation.path)),
    )
    .map((operation) => `${operation.label} (${operation.operationId ?? 'no operationId'})`);
}

/** Checks every item of `items` against the bundled OpenAPI and AsyncAPI documents. */
export function checkCoverage(items: SpecItems, openapi: JsonRecord, asyncapi: JsonRecord): CoverageReport {
  const operations = listOperations(openapi);
  const operationCounts = countBy(
    operations.map((operation) => operationKey(operation.method, operation.path)),
  );
  const codes = readErrorCodeConsts(openapi);
  const codeCounts = countBy(codes);
  const types = readNotificationTypes(asyncapi);
  const typeCounts = countBy(types);

  const callGaps = items.calls.flatMap(
    (call) =>
      mismatch(
        `call ${call.method} ${call.path} [${call.spec.join('; ')}]`,
        operationCounts.get(operationKey(call.method, call.path)) ?? 0,
        'operation',
      ) ?? [],
  );
  const codeGaps = items.errorCodes.flatMap(
    (entry) => mismatch(`error code ${entry.code}`, codeCounts.get(entry.code) ?? 0, 'ErrorCode const') ?? [],
  );
  const notificationGaps = items.notifications.flatMap(
    (entry) =>
      mismatch(
        `notification ${entry.notificationType}`,
        typeCounts.get(entry.notificationType) ?? 0,
        'AsyncAPI message',
      ) ?? [],
  );
  const count = (listed: number, gaps: number): ItemCount => ({ listed, mapped: listed - gaps });
  return {
    counts: {
      operations: operations.length,
      specifiedOperations: operations.filter((operation) => operation.origin === 'specified').length,
      designedOperations: operations.filter((operation) => operation.origin === 'designed').length,
      errorCodes: codes.length,
      notificationKinds: types.length,
      calls: count(items.calls.length, callGaps.length),
      errorCodeItems: count(items.errorCodes.length, codeGaps.length),
      notificationItems: count(items.notifications.length, notificationGaps.length),
    },
    unmapped: [...callGaps, ...codeGaps, ...notificationGaps],
    operationProblems: lintOperations(operations, items.operationsWithoutClientHeaders),
    unlistedSpecifiedOperations: unlistedSpecified(operations, items),
  };
}
