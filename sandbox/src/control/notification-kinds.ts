import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { dereference, isRecord, pointerOf, type JsonObject } from '../openapi/openapi-document.ts';
import { describeError } from '../openapi/schema-validator.ts';

/** One notification kind of the AsyncAPI document (one message of components/messages). */
export interface NotificationKind {
  readonly notificationType: string;
  /** The message's key in components/messages, e.g. selfExclusion. */
  readonly message: string;
  readonly title: string;
  readonly summary: string;
  readonly messageKey: string | null;
  readonly clientAction: string | null;
  /** The first example payload of the message, or just the notificationType. */
  readonly example: JsonObject;
}

export type NotificationCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The notification kinds of an AsyncAPI document, read at start-up (so a kind added to the contract
 * needs no change here), and the check of a pushed message: every message must be a SocketMessage, and
 * a message of a documented kind must also match that kind's payload (its `data`, for example).
 */
export class NotificationKinds {
  readonly kinds: readonly NotificationKind[];
  readonly #socketMessage: ValidateFunction;
  readonly #byType = new Map<string, ValidateFunction>();

  constructor(asyncApi: JsonObject) {
    // strict: false because AsyncAPI schemas carry x-* keywords.
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(asyncApi, 'asyncapi.json');
    this.#socketMessage = ajv.compile({ $ref: 'asyncapi.json#/components/schemas/SocketMessage' });
    const components = isRecord(asyncApi.components) ? asyncApi.components : {};
    const messages = isRecord(components.messages) ? components.messages : {};
    const kinds: NotificationKind[] = [];
    for (const name of Object.keys(messages)) {
      const pointer = pointerOf(['components', 'messages', name]);
      const message = dereference(asyncApi, { $ref: `#${pointer}` }, pointer);
      const payloadPointer = `${message.pointer}/payload`;
      const notificationType = constNotificationType(asyncApi, message.value.payload, payloadPointer);
      if (notificationType === null) continue;
      kinds.push({
        notificationType,
        message: name,
        title: text(message.value.title) || notificationType,
        summary: text(message.value.summary),
        messageKey: text(message.value['x-message-key']) || null,
        clientAction: text(message.value['x-client-action']) || null,
        example: exampleOf(message.value, notificationType),
      });
      this.#byType.set(notificationType, ajv.compile({ $ref: `asyncapi.json#${payloadPointer}` }));
    }
    this.kinds = kinds;
  }

  check(message: unknown): NotificationCheck {
    if (!this.#socketMessage(message)) {
      return {
        ok: false,
        message: describeError(this.#socketMessage.errors, 'body').replace(/^body/, 'body.message'),
      };
    }
    const type = (message as { notificationType: string }).notificationType;
    const validate = this.#byType.get(type);
    if (validate !== undefined && !validate(message)) {
      const problem = describeError(validate.errors, 'body').replace(/^body/, 'body.message');
      return { ok: false, message: `${problem} (${type} payload of the AsyncAPI document)` };
    }
    return { ok: true };
  }
}

/** The `const` of notificationType in a message payload (directly, or in one of its allOf parts). */
function constNotificationType(document: JsonObject, payload: unknown, pointer: string): string | null {
  if (!isRecord(payload)) return null;
  const schema = dereference(document, payload, pointer).value;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const type = isRecord(properties.notificationType) ? properties.notificationType : {};
  if (typeof type.const === 'string') return type.const;
  if (Array.isArray(type.enum) && type.enum.length === 1 && typeof type.enum[0] === 'string')
    return type.enum[0];
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : [];
  for (const [index, part] of parts.entries()) {
    const found = constNotificationType(document, part, `${pointer}/allOf/${index}`);
    if (found !== null) return found;
  }
  return null;
}

function exampleOf(message: JsonObject, notificationType: string): JsonObject {
  const examples = Array.isArray(message.examples) ? (message.examples as unknown[]) : [];
  const first = examples[0];
  if (isRecord(first) && isRecord(first.payload)) return first.payload;
  return { notificationType };
}
