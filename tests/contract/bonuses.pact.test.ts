import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { BonusHttpAdapter } from '@lv-casino/adapters/http/bonus.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

/** An ISO 8601 date-time with an offset (the sandbox writes Riga time). */
const DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`;

const API = '/api/v1/customerfacing';
const TABLE = `${API}/customers/bonuses/assets/search/fordatatable`;
const SEARCH = `${API}/customers/bonuses/assets/search`;
const CLAIM = `${API}/customers/bonuses/assets/claim`;
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };
/** anna's id in the sandbox's seed (the provider state answers it as `customerId`). */
const ANNA = 1001;
const ANNA_STATE = 'player anna is logged in with her seeded bonuses';

const adapterFor = (baseUrl: string, signedIn = true) =>
  new BonusHttpAdapter(pactClient(baseUrl, { signedIn }));

/** A customer path with anna's id, filled from the provider state at verification. */
const customerPath = (tail: string) =>
  fromProviderState(
    `${API}/customers/\${customerId}/bonuses/${tail}`,
    `${API}/customers/${String(ANNA)}/bonuses/${tail}`,
  );

/** The fields of a BonusAsset the mapper reads; the state exact, the rest by type. */
const asset = (example: { bonusAssetId: number; status: string; products?: readonly string[] }) => ({
  bonusAssetId: integer(example.bonusAssetId),
  bonusName: string('Sveiciena bonuss 100%'),
  status: example.status,
  bonusAmount: integer(1500),
  currency: string('EUR'),
  wageringRequirement: integer(52500),
  wageredAmount: integer(18400),
  wageringProducts: eachLike(regex('^(CASINO|LIVE_CASINO)$', 'CASINO')),
  expiryDate: regex(DATE_TIME, '2026-12-05T23:59:59+02:00'),
});

/** Any state of the contract's enum, for rows whose state the interaction does not fix. */
const ANY_STATUS = regex('^(AVAILABLE|ACTIVE|CLEARED|RELEASED|EXPIRED|CANCELLED)$', 'ACTIVE');

const refusal = (errorCode: number, errorMessage: string) => ({
  errorCode,
  errorMessage: string(errorMessage),
});

describe('searchBonusAssetsForTable (POST customers/bonuses/assets/search/fordatatable, private)', () => {
  it('answers the first page of anna’s bonuses with the counts', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a request for the first page of the bonuses table')
      .withRequest('POST', TABLE, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ draw: 1, start: 0, length: 10 }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          draw: integer(1),
          recordsTotal: integer(5),
          recordsFiltered: integer(5),
          data: eachLike({ ...asset({ bonusAssetId: 3301, status: 'ACTIVE' }), status: ANY_STATUS }),
        }),
      )
      .executeTest((server) => adapterFor(server.url).searchBonusAssetsForTable({ start: 0, length: 10 }));

    expect(result).toMatchObject({
      ok: true,
      value: { totalCount: 5, filteredCount: 5, assets: [{ bonusAssetId: 3301, status: 'ACTIVE' }] },
    });
  });

  it('answers only the bonuses in the state asked for', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a request for the CLEARED bonuses of the bonuses table')
      .withRequest('POST', TABLE, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ draw: 1, start: 0, length: 10, status: 'CLEARED' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          draw: integer(1),
          recordsTotal: integer(5),
          recordsFiltered: integer(1),
          data: eachLike(asset({ bonusAssetId: 3303, status: 'CLEARED' })),
        }),
      )
      .executeTest((server) =>
        adapterFor(server.url).searchBonusAssetsForTable({ start: 0, length: 10, status: 'CLEARED' }),
      );

    expect(result).toMatchObject({ ok: true, value: { filteredCount: 1, assets: [{ status: 'CLEARED' }] } });
  });

  it('fails with 401 errorCode 3 without a token', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a request for the bonuses table without a token')
      .withRequest('POST', TABLE, (request) =>
        request
          .headers({ ...CLIENT_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody({ draw: 1, start: 0, length: 10 }),
      )
      .willRespondWith(401, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(3, 'Unauthorized')),
      )
      .executeTest((server) =>
        adapterFor(server.url, false).searchBonusAssetsForTable({ start: 0, length: 10 }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } });
  });
});

describe('searchBonusAssets (POST customers/bonuses/assets/search, private)', () => {
  it('answers every bonus of anna for an empty filter', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a search of every bonus asset')
      .withRequest('POST', SEARCH, (request) => request.headers(PRIVATE_JSON).jsonBody({}))
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(eachLike({ ...asset({ bonusAssetId: 3301, status: 'ACTIVE' }), status: ANY_STATUS })),
      )
      .executeTest((server) => adapterFor(server.url).searchBonusAssets({}));

    expect(result).toMatchObject({ ok: true, value: [{ bonusAssetId: 3301, wageringProducts: ['CASINO'] }] });
  });
});

describe('hasActiveBonus (GET customers/{customerId}/bonuses/hasactive, private)', () => {
  it('answers true while anna wagers her welcome bonus', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a request whether anna has an active bonus')
      .withRequest('GET', customerPath('hasactive'), (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ hasActive: boolean(true) }),
      )
      .executeTest((server) => adapterFor(server.url).hasActiveBonus(ANNA));

    expect(result).toEqual({ ok: true, value: true });
  });
});

describe('getActiveBonusesCount (GET customers/{customerId}/bonuses/customerActiveBonusesCount, private)', () => {
  it('answers the number of anna’s active bonuses', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a request for the count of anna’s active bonuses')
      .withRequest('GET', customerPath('customerActiveBonusesCount'), (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ customerActiveBonuses: integer(1) }),
      )
      .executeTest((server) => adapterFor(server.url).getActiveBonusesCount(ANNA));

    expect(result).toEqual({ ok: true, value: 1 });
  });
});

describe('claimBonusAsset (POST customers/bonuses/assets/claim?bonusAssetId, private)', () => {
  const claimQuery = (bonusAssetId: number) => ({ bonusAssetId: String(bonusAssetId) });

  it('answers the AVAILABLE bonus claimed, now ACTIVE', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a claim of an AVAILABLE bonus')
      .withRequest('POST', CLAIM, (request) => request.query(claimQuery(3302)).headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(asset({ bonusAssetId: 3302, status: 'ACTIVE' })),
      )
      .executeTest((server) => adapterFor(server.url).claimBonusAsset(3302));

    expect(result).toMatchObject({ ok: true, value: { bonusAssetId: 3302, status: 'ACTIVE' } });
  });

  it('fails with errorCode 4 for a bonus that is not AVAILABLE', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a claim of a bonus that is already ACTIVE')
      .withRequest('POST', CLAIM, (request) => request.query(claimQuery(3301)).headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(4, 'Bonus asset 3301 is ACTIVE; it cannot be claimed')),
      )
      .executeTest((server) => adapterFor(server.url).claimBonusAsset(3301));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 4, httpStatus: 400 } });
  });

  it('fails with 404 errorCode -1 for a bonus the player does not have', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a claim of a bonus asset that does not exist')
      .withRequest('POST', CLAIM, (request) => request.query(claimQuery(9999)).headers(PRIVATE))
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'No bonus asset 9999')),
      )
      .executeTest((server) => adapterFor(server.url).claimBonusAsset(9999));

    expect(result).toMatchObject({ ok: false, error: { errorCode: -1, httpStatus: 404 } });
  });
});

describe('removeBonusAsset (POST gaming/removeSingleBonusAsset/{bonusAssetId}?customerId, private)', () => {
  const removePath = (bonusAssetId: number) => `${API}/gaming/removeSingleBonusAsset/${String(bonusAssetId)}`;
  const customerQuery = {
    customerId: fromProviderState('${customerId}', String(ANNA)),
  };

  it('removes an ACTIVE bonus, answered with no body', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a removal of an ACTIVE bonus')
      .withRequest('POST', removePath(3301), (request) => request.query(customerQuery).headers(PRIVATE))
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).removeBonusAsset(3301, ANNA));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with errorCode 4 for a bonus that is over', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a removal of a RELEASED bonus')
      .withRequest('POST', removePath(3298), (request) => request.query(customerQuery).headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(4, 'Bonus asset 3298 is RELEASED; it cannot be removed')),
      )
      .executeTest((server) => adapterFor(server.url).removeBonusAsset(3298, ANNA));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 4, httpStatus: 400 } });
  });
});

describe('releaseClearedBonusAsset (POST bonusAssets/{bonusAssetId}/releaseCleared, private)', () => {
  const releasePath = (bonusAssetId: number) => `${API}/bonusAssets/${String(bonusAssetId)}/releaseCleared`;

  it('answers the CLEARED bonus released to cash', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a release of a CLEARED bonus')
      .withRequest('POST', releasePath(3303), (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(asset({ bonusAssetId: 3303, status: 'RELEASED' })),
      )
      .executeTest((server) => adapterFor(server.url).releaseClearedBonusAsset(3303));

    expect(result).toMatchObject({ ok: true, value: { bonusAssetId: 3303, status: 'RELEASED' } });
  });

  it('fails with errorCode 4 for a bonus still being wagered', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA_STATE)
      .uponReceiving('a release of an ACTIVE bonus')
      .withRequest('POST', releasePath(3301), (request) => request.headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(4, 'Bonus asset 3301 is ACTIVE; it cannot be released')),
      )
      .executeTest((server) => adapterFor(server.url).releaseClearedBonusAsset(3301));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 4, httpStatus: 400 } });
  });
});
