/** Builders of small OpenAPI, AsyncAPI and spec-item documents for the contract-coverage tests. */
import type { JsonRecord } from './generate/json-reader.ts';
import type { SpecCall, SpecItems, SpecNotification } from './contract-coverage.items.ts';

const clientHeaderParameters = [
  { $ref: '#/components/parameters/ClientCode' },
  { $ref: '#/components/parameters/LabelEntryPoint' },
];

/** An operation that follows every convention; `overrides` replace or add fields. */
export function buildOperation(overrides: JsonRecord = {}): JsonRecord {
  return {
    operationId: 'anOperation',
    tags: ['Gaming'],
    summary: 'Does something',
    'x-origin': 'specified',
    security: [],
    parameters: clientHeaderParameters,
    responses: { '200': { description: 'OK' } },
    ...overrides,
  };
}

/** A private operation that follows every convention. */
export function buildPrivateOperation(overrides: JsonRecord = {}): JsonRecord {
  return buildOperation({
    security: [{ bearerAuth: [] }],
    responses: { '200': { description: 'OK' }, '401': { description: 'Unauthorized' } },
    ...overrides,
  });
}

/** An OpenAPI document with the two header parameters, the given paths and ErrorCode consts. */
export function buildOpenapi(paths: JsonRecord, errorCodes: readonly number[] = []): JsonRecord {
  return {
    openapi: '3.1.0',
    paths,
    components: {
      parameters: {
        ClientCode: { name: 'X-Client-Code', in: 'header', required: true, schema: { type: 'string' } },
        LabelEntryPoint: {
          name: 'X-Label-Entry-Point',
          in: 'header',
          required: true,
          schema: { type: 'string' },
        },
      },
      schemas: {
        ErrorCode: {
          type: 'integer',
          oneOf: errorCodes.map((code) => ({ const: code, title: `CODE_${code}` })),
        },
      },
    },
  };
}

/** An AsyncAPI 3 message whose payload fixes notificationType through allOf, as the contract writes it. */
export function buildMessage(notificationType: string): JsonRecord {
  return {
    payload: {
      allOf: [
        { $ref: '#/components/schemas/SocketMessage' },
        { type: 'object', properties: { notificationType: { const: notificationType } } },
      ],
    },
  };
}

/** An AsyncAPI document with the given component messages and one channel referencing them all. */
export function buildAsyncapi(messages: Readonly<Record<string, JsonRecord>>): JsonRecord {
  const refs = Object.fromEntries(
    Object.keys(messages).map((key) => [key, { $ref: `#/components/messages/${key}` }]),
  );
  return {
    asyncapi: '3.0.0',
    channels: { notifications: { address: '/user/queue/notifications', messages: refs } },
    components: {
      schemas: {
        SocketMessage: { type: 'object', properties: { notificationType: { type: 'string' } } },
      },
      messages,
    },
  };
}

export function buildCall(method: string, path: string): SpecCall {
  return { method, path, written: `${method} ${path}`, spec: ['test §7'] };
}

export function buildNotification(notificationType: string): SpecNotification {
  return { notificationType, spec: ['test §8'], origin: 'specified' };
}

/** Spec items with nothing listed; `overrides` fill the lists. */
export function buildItems(overrides: Partial<SpecItems> = {}): SpecItems {
  return { calls: [], errorCodes: [], notifications: [], operationsWithoutClientHeaders: [], ...overrides };
}
