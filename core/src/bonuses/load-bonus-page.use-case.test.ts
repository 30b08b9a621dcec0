import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { createBonusAsset, createBonusAssets } from '../testing/bonus.builder.ts';
import { FakeBonusPort } from '../testing/bonus-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { LoadBonusPageUseCase } from './load-bonus-page.use-case.ts';

let port: FakeBonusPort;
let load: LoadBonusPageUseCase;

/** `count` AVAILABLE assets, ids 1..count. */
const manyAssets = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createBonusAsset({ bonusAssetId: index + 1, status: 'AVAILABLE' }),
  );

beforeEach(() => {
  port = new FakeBonusPort();
  load = new LoadBonusPageUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('LoadBonusPageUseCase', () => {
  it('loads the first page of every state, ten a page', async () => {
    expect(await load.execute({ pageIndex: 0 })).toEqual({
      kind: 'page',
      page: {
        assets: createBonusAssets(),
        totalCount: 5,
        filteredCount: 5,
        status: null,
        pageIndex: 0,
        pageCount: 1,
      },
    });
    expect(port.calls).toEqual([{ call: 'searchBonusAssetsForTable', query: { start: 0, length: 10 } }]);
  });

  it('asks for the rows of the page asked for', async () => {
    port.assets = manyAssets(25);

    const outcome = await load.execute({ pageIndex: 2 });

    expect(port.calls).toEqual([{ call: 'searchBonusAssetsForTable', query: { start: 20, length: 10 } }]);
    expect(outcome).toMatchObject({ kind: 'page', page: { pageIndex: 2, pageCount: 3 } });
  });

  it('asks for the assets of one state only', async () => {
    const outcome = await load.execute({ pageIndex: 0, status: 'CLEARED' });

    expect(port.calls).toEqual([
      { call: 'searchBonusAssetsForTable', query: { start: 0, length: 10, status: 'CLEARED' } },
    ]);
    expect(outcome).toMatchObject({
      kind: 'page',
      page: { status: 'CLEARED', totalCount: 5, filteredCount: 1, assets: [{ bonusAssetId: 3303 }] },
    });
  });

  it('answers an empty page for a player who has never had a bonus', async () => {
    port.assets = [];

    expect(await load.execute({ pageIndex: 0 })).toMatchObject({
      kind: 'page',
      page: { assets: [], totalCount: 0, filteredCount: 0, pageIndex: 0, pageCount: 1 },
    });
    expect(port.calls).toHaveLength(1);
  });

  it('goes back to the last page when the list shrank under the page asked for', async () => {
    port.assets = manyAssets(20);

    const outcome = await load.execute({ pageIndex: 2 });

    expect(port.calls.map((call) => call.call === 'searchBonusAssetsForTable' && call.query.start)).toEqual([
      20, 10,
    ]);
    expect(outcome).toMatchObject({ kind: 'page', page: { pageIndex: 1, pageCount: 2 } });
  });

  it('describes a failed page from the catalogue', async () => {
    port.failures = { searchBonusAssetsForTable: createApiFailure(41) };

    expect(await load.execute({ pageIndex: 0 })).toMatchObject({
      kind: 'failed',
      error: { code: 41, messageKey: 'errors.api.41' },
    });
  });

  it('describes a failure of the last page it went back to', async () => {
    port.assets = manyAssets(5);
    const search = port.searchBonusAssetsForTable.bind(port);
    port.searchBonusAssetsForTable = async (query) => {
      const answer = await search(query);
      port.failures = { searchBonusAssetsForTable: createApiFailure(3) };
      return answer;
    };

    expect(await load.execute({ pageIndex: 3 })).toMatchObject({ kind: 'failed', error: { code: 3 } });
    expect(port.calls).toHaveLength(2);
  });

  it.each([-1, 0.5, Number.NaN])('throws for a page index %s', async (pageIndex) => {
    await expect(load.execute({ pageIndex })).rejects.toThrow(RangeError);
  });
});
