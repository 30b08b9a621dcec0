import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { BonusHttpAdapter } from './bonus.http-adapter.ts';
import { aBonusAssetDto } from '../testing/bonus-dto.builders.ts';

const TABLE = '/api/v1/customerfacing/customers/bonuses/assets/search/fordatatable';
const SEARCH = '/api/v1/customerfacing/customers/bonuses/assets/search';
const HAS_ACTIVE = '/api/v1/customerfacing/customers/1001/bonuses/hasactive';
const COUNT = '/api/v1/customerfacing/customers/1001/bonuses/customerActiveBonusesCount';
const CLAIM = '/api/v1/customerfacing/customers/bonuses/assets/claim';
const REMOVE = '/api/v1/customerfacing/gaming/removeSingleBonusAsset/3301';
const RELEASE = '/api/v1/customerfacing/bonusAssets/3303/releaseCleared';

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new BonusHttpAdapter(fixture.client) };
};

const aTable = (draw = 1) => ({ draw, recordsTotal: 1, recordsFiltered: 1, data: [aBonusAssetDto()] });

describe('BonusHttpAdapter', () => {
  it('asks for a page of the table with the bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('POST', TABLE, 200, aTable());

    const result = await adapter.searchBonusAssetsForTable({ start: 10, length: 10 });

    expect(result).toMatchObject({ ok: true, value: { totalCount: 1, assets: [{ bonusAssetId: 3301 }] } });
    expect(server.lastRequest(TABLE)?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(server.lastJsonBody(TABLE)).toEqual({ draw: 1, start: 10, length: 10 });
  });

  it('sends the state filter and a new draw with each page', async () => {
    const { server, adapter } = setUp();
    server.json('POST', TABLE, 200, aTable());

    await adapter.searchBonusAssetsForTable({ start: 0, length: 10 });
    await adapter.searchBonusAssetsForTable({ start: 0, length: 10, status: 'AVAILABLE' });

    expect(server.lastJsonBody(TABLE)).toEqual({ draw: 2, start: 0, length: 10, status: 'AVAILABLE' });
  });

  it('searches with the filters given, and with none for every asset', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, [aBonusAssetDto()]);

    await adapter.searchBonusAssets({ statuses: ['AVAILABLE'], wageringProduct: 'CASINO' });
    const bodies = [server.lastJsonBody(SEARCH)];
    await adapter.searchBonusAssets({});
    bodies.push(server.lastJsonBody(SEARCH));

    expect(bodies).toEqual([{ statuses: ['AVAILABLE'], wageringProduct: 'CASINO' }, {}]);
  });

  it('reads whether a bonus is active', async () => {
    const { server, adapter } = setUp();
    server.json('GET', HAS_ACTIVE, 200, { hasActive: true });

    expect(await adapter.hasActiveBonus(1001)).toEqual({ ok: true, value: true });
  });

  it('reads the count of active bonuses', async () => {
    const { server, adapter } = setUp();
    server.json('GET', COUNT, 200, { customerActiveBonuses: 2 });

    expect(await adapter.getActiveBonusesCount(1001)).toEqual({ ok: true, value: 2 });
  });

  it('claims by the bonusAssetId query parameter', async () => {
    const { server, adapter } = setUp();
    server.json('POST', CLAIM, 200, aBonusAssetDto({ bonusAssetId: 3302 }));

    const result = await adapter.claimBonusAsset(3302);

    expect(result.ok && result.value.bonusAssetId).toBe(3302);
    expect(server.lastRequest(CLAIM)?.url.searchParams.get('bonusAssetId')).toBe('3302');
  });

  it('fails a claim the bonus’s state refuses with 4', async () => {
    const { server, adapter } = setUp();
    server.json('POST', CLAIM, 400, { errorCode: 4, errorMessage: 'Bonus asset 3301 is ACTIVE' });

    expect(await adapter.claimBonusAsset(3301)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 4, httpStatus: 400 },
    });
  });

  it('removes a bonus of the customer, answered with no body', async () => {
    const { server, adapter } = setUp();
    server.on('POST', REMOVE, () => new Response(null, { status: 204 }));

    expect(await adapter.removeBonusAsset(3301, 1001)).toEqual({ ok: true, value: undefined });
    expect(server.lastRequest(REMOVE)?.url.searchParams.get('customerId')).toBe('1001');
  });

  it('fails a removal of an unknown bonus with 404', async () => {
    const { server, adapter } = setUp();
    server.json('POST', REMOVE, 404, { errorCode: -1, errorMessage: 'No bonus asset 3301' });

    expect(await adapter.removeBonusAsset(3301, 1001)).toMatchObject({
      ok: false,
      error: { errorCode: -1, httpStatus: 404 },
    });
  });

  it('releases a cleared bonus and answers it RELEASED', async () => {
    const { server, adapter } = setUp();
    server.json('POST', RELEASE, 200, aBonusAssetDto({ bonusAssetId: 3303, status: 'RELEASED' }));

    const result = await adapter.releaseClearedBonusAsset(3303);

    expect(result.ok && [result.value.bonusAssetId, result.value.status]).toEqual([3303, 'RELEASED']);
  });

  it('fails a malformed answer with the general error', async () => {
    const { server, adapter } = setUp();
    server.json('GET', COUNT, 200, { customerActiveBonuses: 'two' });

    expect(await adapter.getActiveBonusesCount(1001)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });
});
