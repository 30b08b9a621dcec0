import { describe, expect, it } from 'vitest';
import { readNotificationContract, renderNotifications } from './notifications.generator.ts';
import { importRendered } from './render-module.testing.ts';

type Guard = (value: unknown) => boolean;

function message(notificationType: string, messageKey: string) {
  return {
    name: notificationType,
    title: `Title of ${notificationType}`,
    summary: 'The session ends.',
    'x-message-key': messageKey,
    'x-client-action': 'force-logout-open-login',
    payload: {
      allOf: [
        { $ref: '#/components/schemas/SocketMessage' },
        { type: 'object', properties: { notificationType: { const: notificationType } } },
      ],
    },
  };
}

function createAsyncApi(messages: Record<string, unknown>) {
  return {
    asyncapi: '3.0.0',
    components: {
      schemas: {
        SocketMessage: {
          type: 'object',
          description: 'The body of every notification.',
          required: ['notificationType'],
          properties: {
            notificationType: { type: 'string' },
            responsibleGamingType: { type: 'string' },
            data: { description: 'Any JSON value.' },
          },
        },
      },
      messages,
    },
  };
}

const document = createAsyncApi({
  multipleSessions: message('MULTIPLE_SESSIONS', 'notifications.multipleSessions'),
  seByTimeout: message('SE_BY_TIMEOUT', 'notifications.seByTimeout'),
});

async function loadRendered() {
  return importRendered(renderNotifications(readNotificationContract(document), 'fixture.yaml'));
}

async function loadGuard(name: string): Promise<Guard> {
  const guard = (await loadRendered())[name];
  if (typeof guard !== 'function') throw new Error(`${name} is not exported`);
  return guard as Guard;
}

describe('notifications generator', () => {
  it('lists every kind with its message key and client action', async () => {
    expect((await loadRendered()).notificationCatalogue).toEqual([
      {
        notificationType: 'MULTIPLE_SESSIONS',
        messageKey: 'notifications.multipleSessions',
        clientAction: 'force-logout-open-login',
      },
      {
        notificationType: 'SE_BY_TIMEOUT',
        messageKey: 'notifications.seByTimeout',
        clientAction: 'force-logout-open-login',
      },
    ]);
  });

  it('generates isSocketMessage that accepts a payload with a notificationType', async () => {
    const isSocketMessage = await loadGuard('isSocketMessage');
    expect(isSocketMessage({ notificationType: 'ANY_OTHER', data: { x: 1 } })).toBe(true);
  });

  it.each([
    ['a payload without notificationType', { data: {} }],
    ['a non-string notificationType', { notificationType: 7 }],
    ['a non-string optional field', { notificationType: 'SE_BY_TIMEOUT', responsibleGamingType: 1 }],
    ['null', null],
    ['an array', [{ notificationType: 'SE_BY_TIMEOUT' }]],
  ])('generates isSocketMessage that rejects %s', async (_case, payload) => {
    const isSocketMessage = await loadGuard('isSocketMessage');
    expect(isSocketMessage(payload)).toBe(false);
  });

  it('generates a guard per kind that accepts only its own notificationType', async () => {
    const isSeByTimeout = await loadGuard('isSeByTimeoutNotification');
    expect(isSeByTimeout({ notificationType: 'SE_BY_TIMEOUT' })).toBe(true);
    expect(isSeByTimeout({ notificationType: 'MULTIPLE_SESSIONS' })).toBe(false);
  });

  it('generates isKnownNotification that rejects a type the contract does not describe', async () => {
    const isKnownNotification = await loadGuard('isKnownNotification');
    expect(isKnownNotification({ notificationType: 'MULTIPLE_SESSIONS' })).toBe(true);
    expect(isKnownNotification({ notificationType: 'KYC_VERIFIED' })).toBe(false);
  });

  it('refuses a message whose payload does not fix notificationType', () => {
    const broken = message('MULTIPLE_SESSIONS', 'notifications.multipleSessions');
    const withoutConst = { ...broken, payload: { allOf: [{ $ref: '#/components/schemas/SocketMessage' }] } };
    expect(() => readNotificationContract(createAsyncApi({ broken: withoutConst }))).toThrow(
      'exactly one notificationType const',
    );
  });

  it('refuses a message without a message key', () => {
    const { 'x-message-key': _key, ...withoutKey } = message('MULTIPLE_SESSIONS', 'x');
    expect(() => readNotificationContract(createAsyncApi({ withoutKey }))).toThrow('x-message-key');
  });
});
