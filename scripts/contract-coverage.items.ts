/**
 * The checked-in list of what the specifications name (contracts/coverage/spec-items.yaml), read from
 * its parsed YAML. A list without the expected shape is a bug of the list, so the reader throws with the
 * path of the offending node.
 */
import {
  isRecord,
  readArray,
  readInteger,
  readRecord,
  readString,
  type JsonRecord,
} from './generate/json-reader.ts';

const httpMethods = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/** One HTTP call a specification names. */
export interface SpecCall {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Full path template, e.g. `/api/v1/customerfacing/customers/{id}/documents`. */
  readonly path: string;
  /** The call as the specification writes it. */
  readonly written: string;
  /** Document and section, e.g. `account-and-session §7 KYC`. */
  readonly spec: readonly string[];
}

/** One errorCode of the error catalogue. */
export interface SpecErrorCode {
  readonly code: number;
  readonly spec: readonly string[];
}

/** One socket notification kind. */
export interface SpecNotification {
  readonly notificationType: string;
  readonly spec: readonly string[];
  /** `designed` when the specifications imply the kind without spelling its name. */
  readonly origin: 'specified' | 'designed';
}

/** An operation documented as not taking the X-Client-Code and X-Label-Entry-Point headers. */
export interface HeaderExemption {
  readonly operationId: string;
  readonly reason: string;
}

export interface SpecItems {
  readonly calls: readonly SpecCall[];
  readonly errorCodes: readonly SpecErrorCode[];
  readonly notifications: readonly SpecNotification[];
  readonly operationsWithoutClientHeaders: readonly HeaderExemption[];
}

function readSpec(record: JsonRecord, where: string): readonly string[] {
  const spec = readArray(record.spec, `${where}.spec`).map((entry, index) =>
    readString(entry, `${where}.spec[${index}]`),
  );
  if (spec.length === 0) throw new Error(`${where}.spec: name at least one section`);
  return spec;
}

function readEntries<T>(value: unknown, where: string, read: (record: JsonRecord, where: string) => T): T[] {
  return readArray(value ?? [], where).map((entry, index) =>
    read(readRecord(entry, `${where}[${index}]`), `${where}[${index}]`),
  );
}

function readCall(record: JsonRecord, where: string): SpecCall {
  const method = readString(record.method, `${where}.method`);
  if (!(httpMethods as readonly string[]).includes(method)) {
    throw new Error(`${where}.method: expected one of ${httpMethods.join(', ')}`);
  }
  const path = readString(record.path, `${where}.path`);
  if (!path.startsWith('/api/')) throw new Error(`${where}.path: expected a full path starting with /api/`);
  return {
    method,
    path,
    written: readString(record.written, `${where}.written`),
    spec: readSpec(record, where),
  };
}

function readNotification(record: JsonRecord, where: string): SpecNotification {
  const origin = record.origin ?? 'specified';
  if (origin !== 'specified' && origin !== 'designed') {
    throw new Error(`${where}.origin: expected specified or designed`);
  }
  return {
    notificationType: readString(record.notificationType, `${where}.notificationType`),
    spec: readSpec(record, where),
    origin,
  };
}

function rejectDuplicates<T>(entries: readonly T[], key: (entry: T) => string, where: string): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    const name = key(entry);
    if (seen.has(name)) throw new Error(`${where}: ${name} is listed twice`);
    seen.add(name);
  }
}

/** Reads and checks the parsed spec-items document: known methods, full paths, no item listed twice. */
export function readSpecItems(document: unknown): SpecItems {
  if (!isRecord(document)) throw new Error('spec items: expected a mapping at the top level');
  const calls = readEntries(document.calls, 'calls', readCall);
  const errorCodes = readEntries(document.errorCodes, 'errorCodes', (record, where) => ({
    code: readInteger(record.code, `${where}.code`),
    spec: readSpec(record, where),
  }));
  const notifications = readEntries(document.notifications, 'notifications', readNotification);
  const operationsWithoutClientHeaders = readEntries(
    document.operationsWithoutClientHeaders,
    'operationsWithoutClientHeaders',
    (record, where) => ({
      operationId: readString(record.operationId, `${where}.operationId`),
      reason: readString(record.reason, `${where}.reason`),
    }),
  );
  rejectDuplicates(calls, (call) => `${call.method} ${normalisePathTemplate(call.path)}`, 'calls');
  rejectDuplicates(errorCodes, (entry) => String(entry.code), 'errorCodes');
  rejectDuplicates(notifications, (entry) => entry.notificationType, 'notifications');
  return { calls, errorCodes, notifications, operationsWithoutClientHeaders };
}

/** A path template with every parameter name dropped: `/a/{id}/b` → `/a/{}/b`. */
export function normalisePathTemplate(path: string): string {
  return path.replaceAll(/\{[^}]*\}/g, '{}');
}
