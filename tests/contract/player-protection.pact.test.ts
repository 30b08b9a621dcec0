import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { LimitsHttpAdapter } from '@lv-casino/adapters/http/limits.http-adapter.ts';
import { RealityCheckHttpAdapter } from '@lv-casino/adapters/http/reality-check.http-adapter.ts';
import type { LimitsChange } from '@lv-casino/core/limits/limits-change.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { fromProviderState, integer, string } = MatchersV3;

const API = '/api/v1/customerfacing';
const POPUP_SHOWN = `${API}/customers/realilycheck/acknowledge/popup/shown`;
const ACKNOWLEDGE = `${API}/customers/realityckeck/acknowledge`;
const CONFIRM = `${API}/responsibleGaming/adjustment/confirm`;
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };
const UNAUTHORIZED = { errorCode: 3, errorMessage: string('Unauthorized') };

/** anna's id in the sandbox's seed; the pacts' players are copies of her with ids above it. */
const ANNAS_ID = 1001;
/** The example id of the logged-in copy; at verification the provider state's `customerId`. */
const PLAYERS_ID = 1043;
const LOGGED_IN = 'a player is logged in with no reality check acknowledged';
const PENDING = 'a player has asked to raise the monthly deposit limit and remove the monthly loss limit';

const realityCheck = (baseUrl: string, signedIn = true) =>
  new RealityCheckHttpAdapter(pactClient(baseUrl, { signedIn }));
const limits = (baseUrl: string) => new LimitsHttpAdapter(pactClient(baseUrl, { signedIn: true }));

describe('markRealityCheckPopupShown (POST customers/realilycheck/acknowledge/popup/shown, private)', () => {
  it('records that the popup opened (204)', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.reality' })
      .uponReceiving('a record that the reality-check popup opened')
      .withRequest('POST', POPUP_SHOWN, (request) => request.headers(PRIVATE))
      .willRespondWith(204)
      .executeTest((server) => realityCheck(server.url).popupShown());

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('marks a popup closed unacknowledged with the same call (204)', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.reality' })
      .uponReceiving('a close of a reality-check popup whose countdown ran out, marked as the popup shown')
      .withRequest('POST', POPUP_SHOWN, (request) => request.headers(PRIVATE))
      .willRespondWith(204)
      .executeTest((server) => realityCheck(server.url).markClosed());

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with 401 errorCode 3 without a token', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a record that the reality-check popup opened, without a token')
      .withRequest('POST', POPUP_SHOWN, (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(401, (response) => response.headers(JSON_RESPONSE).jsonBody(UNAUTHORIZED))
      .executeTest((server) => realityCheck(server.url, false).popupShown());

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } });
  });
});

describe('acknowledgeRealityCheck (POST customers/realityckeck/acknowledge, private)', () => {
  it('answers the new acknowledgement counter', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.reality' })
      .uponReceiving('an acknowledgement of the first reality check')
      .withRequest('POST', ACKNOWLEDGE, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ acknowledgeCounter: integer(1) }),
      )
      .executeTest((server) => realityCheck(server.url).acknowledge());

    expect(result).toEqual({ ok: true, value: { acknowledgeCounter: 1 } });
  });

  it('fails with 401 errorCode 3 without a token', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('an acknowledgement of a reality check without a token')
      .withRequest('POST', ACKNOWLEDGE, (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(401, (response) => response.headers(JSON_RESPONSE).jsonBody(UNAUTHORIZED))
      .executeTest((server) => realityCheck(server.url, false).acknowledge());

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } });
  });
});

describe('confirmLimitAdjustment (POST responsibleGaming/adjustment/confirm, private)', () => {
  /** The example ids of the state's two adjustments; at verification the ones the sandbox made. */
  const RAISE_ID = 'rg-adj-7f2d00';
  const REMOVAL_ID = 'rg-adj-7f2d01';
  /** The data of the RESPONSIBLE_GAMING_CHANGES_APPLY notification of the state's adjustments. */
  const change: LimitsChange = {
    uniqueIds: [RAISE_ID, REMOVAL_ID],
    limits: [
      { type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 },
      { type: 'LOSS', period: 'MONTHLY', currentAmount: 100000, newAmount: null },
    ],
  };
  const decision = {
    uniqueIds: [fromProviderState('${raiseId}', RAISE_ID), fromProviderState('${removalId}', REMOVAL_ID)],
    limits: change.limits,
  };

  it.each([
    [true, 'a confirmation of two pending limit adjustments'],
    [false, 'a refusal of two pending limit adjustments'],
  ])('records confirmed=%s (204)', async (confirmed, description) => {
    const result = await createPact()
      .addInteraction()
      .given(PENDING, { username: 'pact.limits' })
      .uponReceiving(description)
      .withRequest('POST', CONFIRM, (request) =>
        request
          .query({
            uniqueIds: fromProviderState('${uniqueIds}', `${RAISE_ID},${REMOVAL_ID}`),
            confirmed: String(confirmed),
          })
          .headers(PRIVATE_JSON)
          .jsonBody(decision),
      )
      .willRespondWith(204)
      .executeTest((server) => limits(server.url).confirmAdjustment(change, confirmed));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with 404 errorCode -1 for an adjustment that is not pending', async () => {
    const unknown: LimitsChange = {
      uniqueIds: ['rg-adj-0'],
      limits: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 }],
    };
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.limits' })
      .uponReceiving('a confirmation of a limit adjustment that is not pending')
      .withRequest('POST', CONFIRM, (request) =>
        request
          .query({ uniqueIds: 'rg-adj-0', confirmed: 'true' })
          .headers(PRIVATE_JSON)
          .jsonBody({ uniqueIds: ['rg-adj-0'], limits: unknown.limits }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: -1, errorMessage: string('No pending limit adjustment rg-adj-0') }),
      )
      .executeTest((server) => limits(server.url).confirmAdjustment(unknown, true));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 404 } });
  });
});

describe('getResponsibleGamingSettings (GET customers/{customerId}/responsibleGaming, private)', () => {
  it('answers the pending adjustments: a raise and a removal', async () => {
    const result = await createPact()
      .addInteraction()
      .given(PENDING, { username: 'pact.limits' })
      .uponReceiving('a request for the responsible-gaming settings of a player with pending adjustments')
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
          pendingLimits: [
            { type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 },
            { type: 'LOSS', period: 'MONTHLY', currentAmount: 100000, newAmount: null },
          ],
        }),
      )
      .executeTest((server) => limits(server.url).loadPendingLimits(PLAYERS_ID));

    expect(result).toEqual({
      ok: true,
      value: [
        { type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 },
        { type: 'LOSS', period: 'MONTHLY', currentAmount: 100000, newAmount: null },
      ],
    });
  });

  it('fails with 400 errorCode 4 for another customer’s id', async () => {
    const result = await createPact()
      .addInteraction()
      .given(LOGGED_IN, { username: 'pact.limits' })
      .uponReceiving('a request for the responsible-gaming settings of another customer')
      .withRequest('GET', `${API}/customers/${String(ANNAS_ID)}/responsibleGaming`, (request) =>
        request.headers(PRIVATE),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          errorCode: 4,
          errorMessage: string('Access denied: customerId is not the logged-in customer'),
        }),
      )
      .executeTest((server) => limits(server.url).loadPendingLimits(ANNAS_ID));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 4, httpStatus: 400 } });
  });
});
