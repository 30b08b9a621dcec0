import { describe, expect, it } from 'vitest';
import { readNotificationContract, renderNotifications } from './notifications.generator.ts';
import { importRendered } from './render-module.testing.ts';

type Guard = (value: unknown) => boolean;

/** A message whose payload's own part adds `own` (its required list and extra properties). */
function message(
  notificationType: string,
  messageKey: string,
  own: { required?: string[]; properties?: Record<string, unknown> } = {},
) {
  return {
    name: notificationType,
    title: `Title of ${notificationType}`,
    summary: 'The session ends.',
    'x-message-key': messageKey,
    'x-client-action': 'force-logout-open-login',
    payload: {
      allOf: [
        { $ref: '#/components/schemas/SocketMessage' },
        {
          type: 'object',
          ...own,
          properties: { notificationType: { const: notificationType }, ...own.properties },
        },
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
            maxBetConfiguration: { $ref: '#/components/schemas/MaxBetConfiguration' },
            data: { description: 'Any JSON value.' },
          },
        },
        MaxBetConfiguration: {
          type: 'object',
          description: 'The maximum bet.',
          required: ['maxBetAmount'],
          properties: { maxBetAmount: { type: 'integer' }, currency: { type: 'string' } },
        },
        Period: { type: 'string', description: 'A period.', enum: ['DAILY', 'WEEKLY'] },
        LimitsData: {
          type: 'object',
          description: 'Pending limits.',
          required: ['uniqueIds', 'limits'],
          properties: {
            uniqueIds: { type: 'array', items: { type: 'string' } },
            limits: { type: 'array', items: { $ref: '#/components/schemas/Limit' } },
          },
        },
        Limit: {
          type: 'object',
          description: 'One limit.',
          required: ['period', 'currentAmount', 'status'],
          properties: {
            period: { $ref: '#/components/schemas/Period' },
            currentAmount: { type: ['integer', 'null'] },
            status: { type: 'string', enum: ['PENDING', 'APPLIED'] },
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
  limitsChanged: message('LIMITS_CHANGED', 'notifications.limitsChanged', {
    required: ['data'],
    properties: { data: { $ref: '#/components/schemas/LimitsData' } },
  }),
  rgError: message('RG_ERROR', 'notifications.rgError', {
    required: ['responsibleGamingPeriod'],
    properties: { responsibleGamingPeriod: { $ref: '#/components/schemas/Period' } },
  }),
});

const limitsChanged = {
  notificationType: 'LIMITS_CHANGED',
  data: { uniqueIds: ['rg-1'], limits: [{ period: 'DAILY', currentAmount: null, status: 'PENDING' }] },
};

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
      {
        notificationType: 'LIMITS_CHANGED',
        messageKey: 'notifications.limitsChanged',
        clientAction: 'force-logout-open-login',
      },
      {
        notificationType: 'RG_ERROR',
        messageKey: 'notifications.rgError',
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
    [
      'a malformed referenced object',
      { notificationType: 'SE_BY_TIMEOUT', maxBetConfiguration: { currency: 'EUR' } },
    ],
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

  it('generates isKnownNotification that rejects a known type without the fields it needs', async () => {
    const isKnownNotification = await loadGuard('isKnownNotification');
    expect(isKnownNotification(limitsChanged)).toBe(true);
    expect(isKnownNotification({ notificationType: 'LIMITS_CHANGED' })).toBe(false);
  });

  it('generates a kind guard that accepts the data its schema describes', async () => {
    const isLimitsChanged = await loadGuard('isLimitsChangedNotification');
    expect(isLimitsChanged(limitsChanged)).toBe(true);
  });

  it.each([
    ['a missing required data', { notificationType: 'LIMITS_CHANGED' }],
    ['a non-array list', { ...limitsChanged, data: { ...limitsChanged.data, uniqueIds: 'rg-1' } }],
    [
      'an array item of the wrong type',
      { ...limitsChanged, data: { ...limitsChanged.data, uniqueIds: [1] } },
    ],
    [
      'a value outside a referenced enum',
      {
        ...limitsChanged,
        data: { uniqueIds: [], limits: [{ period: 'YEARLY', currentAmount: 1, status: 'PENDING' }] },
      },
    ],
    [
      'a value outside an inline enum',
      {
        ...limitsChanged,
        data: { uniqueIds: [], limits: [{ period: 'DAILY', currentAmount: 1, status: 'GONE' }] },
      },
    ],
    [
      'a string where a nullable integer is due',
      {
        ...limitsChanged,
        data: { uniqueIds: [], limits: [{ period: 'DAILY', currentAmount: '1', status: 'PENDING' }] },
      },
    ],
  ])('generates a kind guard that rejects %s', async (_case, payload) => {
    const isLimitsChanged = await loadGuard('isLimitsChangedNotification');
    expect(isLimitsChanged(payload)).toBe(false);
  });

  it('generates a kind guard that narrows a SocketMessage field to its referenced enum', async () => {
    const isRgError = await loadGuard('isRgErrorNotification');
    expect(isRgError({ notificationType: 'RG_ERROR', responsibleGamingPeriod: 'WEEKLY' })).toBe(true);
    expect(isRgError({ notificationType: 'RG_ERROR', responsibleGamingPeriod: 'ONCE' })).toBe(false);
  });

  it('exports the values of a referenced enum schema', async () => {
    expect((await loadRendered()).periodValues).toEqual(['DAILY', 'WEEKLY']);
  });

  it('refuses a schema construct the generator does not support', () => {
    const broken = message('MULTIPLE_SESSIONS', 'x', { properties: { data: { type: 'object' } } });
    expect(() => readNotificationContract(createAsyncApi({ broken }))).toThrow('only as a named schema');
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
