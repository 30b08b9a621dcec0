import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ExclusionHttpAdapter } from '@lv-casino/adapters/http/exclusion.http-adapter.ts';
import { LimitsHttpAdapter } from '@lv-casino/adapters/http/limits.http-adapter.ts';
import { RealityCheckHttpAdapter } from '@lv-casino/adapters/http/reality-check.http-adapter.ts';
import { LIMIT_TYPES } from '@lv-casino/core/limits/limit-settings.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const API = '/api/v1/customerfacing';
const DEFAULTS = `${API}/customers/gaming/responsibleGaming/limits/default`;
const SETTINGS_UPDATE = `${API}/customers/responsibleGaming/settings`;
const SELF_EXCLUSION = `${API}/customers/responsibleGaming/selfExclusion`;
const TIMEOUT = `${API}/customers/responsibleGaming/timeout`;
const INTERVAL = `${API}/customers/realitycheck/update`;
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };

/** An ISO 8601 date-time with seconds and a zone (Z or an offset). */
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const LIMIT_TYPE = `^(${LIMIT_TYPES.join('|')})$`;
const TOTAL_PERIOD = '^(DAILY|WEEKLY|MONTHLY)$';

const PLAYERS_ID = 1043;
const LOGGED_IN = 'a player is logged in with no reality check acknowledged';
const PENDING = 'a player has asked to raise the monthly deposit limit and remove the monthly loss limit';

const client = (baseUrl: string) => pactClient(baseUrl, { signedIn: true });

const limitInForce = (type: string, period: string, amount: number) => ({
  type: regex(LIMIT_TYPE, type),
  period: regex(TOTAL_PERIOD, period),
  amount: integer(amount),
  usedAmount: integer(0),
  periodStart: regex(DATE_TIME, '2026-11-01T00:00:00+02:00'),
  periodEnd: regex(DATE_TIME, '2026-12-01T00:00:00+02:00'),
});

/** A pending adjustment of a monthly limit, undecided (newAmount null: the limit goes). */
const pendingAdjustment = (
  uniqueId: string,
  type: 'DEPOSIT' | 'LOSS',
  currentAmount: number,
  newAmount: number | null | ReturnType<typeof integer>,
) => ({
  uniqueId: string(uniqueId),
  type,
  period: 'MONTHLY',
  currentAmount: integer(currentAmount),
  newAmount: typeof newAmount === 'number' ? integer(newAmount) : newAmount,
  confirmed: null,
  effectiveFrom: regex(DATE_TIME, '2026-12-01T10:15:00.000Z'),
});

describe('getDefaultResponsibleGamingLimits (GET customers/gaming/responsibleGaming/limits/default, private)', () => {
  it('answers the label defaults the limits tab suggests', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a request for the default responsible-gaming limits')
      .withRequest('GET', DEFAULTS, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          limits: eachLike({
            type: regex(LIMIT_TYPE, 'PLACE_BET'),
            period: regex('^(ONCE|DAILY|WEEKLY|MONTHLY)$', 'DAILY'),
            amount: integer(100000),
          }),
        }),
      )
      .executeTest((server) => new LimitsHttpAdapter(client(server.url)).loadDefaults());

    expect(result).toEqual({ ok: true, value: [{ type: 'PLACE_BET', period: 'DAILY', amount: 100000 }] });
  });
});

describe('getResponsibleGamingSettings (GET customers/{customerId}/responsibleGaming, private): the limits tab', () => {
  it('answers the limits in force, the pending adjustments, no exclusion and the interval', async () => {
    const result = await createPact()
      .addInteraction()
      .given(PENDING, { username: 'pact.rg' })
      .uponReceiving('a request for the whole responsible-gaming settings of a player with limits')
      .withRequest(
        'GET',
        fromProviderState(
          `${API}/customers/\${customerId}/responsibleGaming`,
          `${API}/customers/${String(PLAYERS_ID)}/responsibleGaming`,
        ),
        (request) => request.headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          limits: [limitInForce('DEPOSIT', 'MONTHLY', 200000), limitInForce('LOSS', 'MONTHLY', 100000)],
          pendingLimits: [
            pendingAdjustment('rg-adj-7f2d00', 'DEPOSIT', 200000, integer(300000)),
            pendingAdjustment('rg-adj-7f2d01', 'LOSS', 100000, null),
          ],
          selfExclusion: null,
          timeout: null,
          realityCheckInterval: integer(60),
        }),
      )
      .executeTest((server) => new LimitsHttpAdapter(client(server.url)).loadSettings(PLAYERS_ID));

    expect(result).toMatchObject({
      ok: true,
      value: {
        limits: [
          { type: 'DEPOSIT', amount: 200000 },
          { type: 'LOSS', amount: 100000 },
        ],
        pending: [
          { uniqueId: 'rg-adj-7f2d00', newAmount: 300000 },
          { uniqueId: 'rg-adj-7f2d01', newAmount: null },
        ],
        realityCheckInterval: 60,
      },
    });
  });
});

describe('updateResponsibleGamingSettings (POST customers/responsibleGaming/settings, private)', () => {
  it('sets a daily deposit limit at once and answers the settings', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a new daily deposit limit of 50.00 EUR')
      .withRequest('POST', SETTINGS_UPDATE, (request) =>
        request
          .headers(PRIVATE_JSON)
          .jsonBody({ limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          limits: [
            { ...limitInForce('DEPOSIT', 'DAILY', 5000), type: 'DEPOSIT', period: 'DAILY', amount: 5000 },
          ],
          pendingLimits: [],
          selfExclusion: null,
          timeout: null,
          realityCheckInterval: integer(60),
        }),
      )
      .executeTest((server) =>
        new LimitsHttpAdapter(client(server.url)).updateSettings({
          limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }],
          removeLimits: [],
        }),
      );

    expect(result).toMatchObject({
      ok: true,
      value: { limits: [{ type: 'DEPOSIT', amount: 5000 }], pending: [] },
    });
  });

  it('keeps a raise and a removal pending', async () => {
    const result = await createPact()
      .addInteraction()
      .given(PENDING, { username: 'pact.rg' })
      .uponReceiving('a raise of the monthly deposit limit while another is pending')
      .withRequest('POST', SETTINGS_UPDATE, (request) =>
        request
          .headers(PRIVATE_JSON)
          .jsonBody({ limits: [{ type: 'DEPOSIT', period: 'MONTHLY', amount: 400000 }] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          limits: eachLike(limitInForce('DEPOSIT', 'MONTHLY', 200000)),
          // The earlier raise is replaced: the removal first, then the new raise.
          pendingLimits: [
            pendingAdjustment('rg-adj-7f2d01', 'LOSS', 100000, null),
            pendingAdjustment('rg-adj-7f2d02', 'DEPOSIT', 200000, 400000),
          ],
          selfExclusion: null,
          timeout: null,
          realityCheckInterval: integer(60),
        }),
      )
      .executeTest((server) =>
        new LimitsHttpAdapter(client(server.url)).updateSettings({
          limits: [{ type: 'DEPOSIT', period: 'MONTHLY', amount: 400000 }],
          removeLimits: [],
        }),
      );

    expect(result).toMatchObject({
      ok: true,
      value: { pending: [{ newAmount: null }, { newAmount: 400000 }] },
    });
  });

  it('fails with 400 errorCode 57 for a period the limit type does not have', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a daily per-transaction maximum, which has no daily period')
      .withRequest('POST', SETTINGS_UPDATE, (request) =>
        request
          .headers(PRIVATE_JSON)
          .jsonBody({ limits: [{ type: 'MAX_BET_AMOUNT', period: 'DAILY', amount: 5000 }] }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 57, errorMessage: string('MAX_BET_AMOUNT has no DAILY period') }),
      )
      .executeTest((server) =>
        new LimitsHttpAdapter(client(server.url)).updateSettings({
          limits: [{ type: 'MAX_BET_AMOUNT', period: 'DAILY', amount: 5000 }],
          removeLimits: [],
        }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 57, httpStatus: 400 } });
  });
});

describe('getSelfExclusion (GET customers/responsibleGaming/selfExclusion, private)', () => {
  it('answers that no self-exclusion or timeout is in force', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a request for the self-exclusion and timeout of a player with none')
      .withRequest('GET', SELF_EXCLUSION, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ selfExclusion: null, timeout: null }),
      )
      .executeTest((server) => new ExclusionHttpAdapter(client(server.url)).loadExclusion());

    expect(result).toEqual({ ok: true, value: { selfExclusion: null, timeout: null } });
  });
});

describe('selfExclude (POST customers/responsibleGaming/selfExclusion, private)', () => {
  it('self-excludes for a year, confirmed with the password', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a one-year self-exclusion with the password')
      .withRequest('POST', SELF_EXCLUSION, (request) =>
        request
          .headers(PRIVATE_JSON)
          .jsonBody({ permanent: false, period: 'ONE_YEAR', password: 'Casino2026!' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          isRemoved: false,
          removedDate: null,
          permanent: false,
          endDate: regex(DATE_TIME, '2027-11-24T21:59:59.000Z'),
        }),
      )
      .executeTest((server) =>
        new ExclusionHttpAdapter(client(server.url)).selfExclude({
          permanent: false,
          period: 'ONE_YEAR',
          password: 'Casino2026!',
        }),
      );

    expect(result).toEqual({
      ok: true,
      value: { isRemoved: false, removedDate: null, permanent: false, endDate: '2027-11-24T21:59:59.000Z' },
    });
  });

  it('fails with 400 errorCode 1 for a wrong password', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a permanent self-exclusion with a wrong password')
      .withRequest('POST', SELF_EXCLUSION, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ permanent: true, password: 'not-my-password' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ errorCode: 1, errorMessage: string('Bad credentials') }),
      )
      .executeTest((server) =>
        new ExclusionHttpAdapter(client(server.url)).selfExclude({
          permanent: true,
          password: 'not-my-password',
        }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 1, httpStatus: 400 } });
  });
});

describe('takeTimeout (POST customers/responsibleGaming/timeout, private)', () => {
  const EXAMPLE_END = '2026-11-25T14:35:00.000Z';

  it('takes a timeout until a day ahead', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a timeout until 24 hours and a few minutes from now')
      .withRequest('POST', TIMEOUT, (request) =>
        request
          .headers(PRIVATE_JSON)
          .jsonBody({ endDate: fromProviderState('${timeoutEndDate}', EXAMPLE_END) }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ endDate: regex(DATE_TIME, EXAMPLE_END) }),
      )
      .executeTest((server) => new ExclusionHttpAdapter(client(server.url)).takeTimeout(EXAMPLE_END));

    expect(result).toEqual({ ok: true, value: { endDate: EXAMPLE_END } });
  });

  it('fails with 400 errorCode 57 for an end under 24 hours ahead', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a timeout that ends in the past')
      .withRequest('POST', TIMEOUT, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ endDate: '2020-01-01T00:00:00.000Z' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          errorCode: 57,
          errorMessage: string('A timeout ends at least 24 hours and at most 6 weeks from now'),
        }),
      )
      .executeTest((server) =>
        new ExclusionHttpAdapter(client(server.url)).takeTimeout('2020-01-01T00:00:00.000Z'),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 57, httpStatus: 400 } });
  });
});

describe('updateRealityCheckInterval (POST customers/realitycheck/update?interval=, private)', () => {
  it('stores a reality check every 45 minutes (204)', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.rg' })
      .uponReceiving('a reality-check interval of 45 minutes')
      .withRequest('POST', INTERVAL, (request) => request.query({ interval: '45' }).headers(PRIVATE))
      .willRespondWith(204)
      .executeTest((server) => new RealityCheckHttpAdapter(client(server.url)).updateInterval(45));

    expect(result).toEqual({ ok: true, value: undefined });
  });
});
