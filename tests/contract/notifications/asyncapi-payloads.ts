import { readFileSync } from 'node:fs';
import { createAjv2020, type AjvError, type AjvValidateFunction } from '../conformance/ajv.loader.ts';

type JsonObject = Readonly<Record<string, unknown>>;

const documentId = 'asyncapi.json';
const bundledAsyncApi = new URL('../../../contracts/bundled/asyncapi.json', import.meta.url);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function describe(errors: readonly AjvError[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath === '' ? '(root)' : e.instancePath} ${e.message ?? e.keyword}`)
    .join('; ');
}

/** The `const` notificationType of a message payload: `allOf: [SocketMessage, { properties: … }]`. */
function notificationTypeOf(payload: unknown): string | null {
  const parts = isObject(payload) && Array.isArray(payload['allOf']) ? (payload['allOf'] as unknown[]) : [];
  for (const part of parts) {
    const properties = isObject(part) && isObject(part['properties']) ? part['properties'] : {};
    const type = properties['notificationType'];
    if (isObject(type) && typeof type['const'] === 'string') return type['const'];
  }
  return null;
}

/**
 * The payload schema of every notification kind of the AsyncAPI document (contracts/bundled/asyncapi.json),
 * checked with the tests' own Ajv 2020-12 (not the sandbox's validator), so a message the sandbox sends
 * is held to the contract independently of the sandbox.
 */
export class AsyncApiPayloads {
  readonly #byType = new Map<string, AjvValidateFunction>();

  constructor(document: JsonObject = JSON.parse(readFileSync(bundledAsyncApi, 'utf8')) as JsonObject) {
    const ajv = createAjv2020();
    ajv.addSchema(document, documentId);
    const components = isObject(document['components']) ? document['components'] : {};
    const messages = isObject(components['messages']) ? components['messages'] : {};
    for (const [name, message] of Object.entries(messages)) {
      const type = isObject(message) ? notificationTypeOf(message['payload']) : null;
      if (type === null) continue;
      this.#byType.set(
        type,
        ajv.compile({ $ref: `${documentId}#/components/messages/${encodeURIComponent(name)}/payload` }),
      );
    }
  }

  /** The notificationType of every kind the document describes. */
  get kinds(): readonly string[] {
    return [...this.#byType.keys()];
  }

  /** Why `message` is not a valid message of its kind; empty when it is. */
  problems(message: unknown): string {
    const type = isObject(message) ? message['notificationType'] : undefined;
    if (typeof type !== 'string') return 'notificationType is not a string';
    const validate = this.#byType.get(type);
    if (validate === undefined) return `${type} is not a kind of the AsyncAPI document`;
    return validate(message) ? '' : `${describe(validate.errors)} (${type} payload of the AsyncAPI document)`;
  }
}
