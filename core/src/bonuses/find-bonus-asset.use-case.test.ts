import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { FakeBonusPort } from '../testing/bonus-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FindBonusAssetUseCase } from './find-bonus-asset.use-case.ts';

let port: FakeBonusPort;
let find: FindBonusAssetUseCase;

beforeEach(() => {
  port = new FakeBonusPort();
  find = new FindBonusAssetUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('FindBonusAssetUseCase', () => {
  it('finds the bonus among every asset of the player', async () => {
    expect(await find.execute(3302)).toMatchObject({
      kind: 'found',
      asset: { bonusAssetId: 3302, status: 'AVAILABLE' },
    });
    expect(port.calls).toEqual([{ call: 'searchBonusAssets', filter: {} }]);
  });

  it('does not find an id that is not the player’s', async () => {
    expect(await find.execute(3310)).toEqual({ kind: 'not-found' });
  });

  it('describes a failed search from the catalogue', async () => {
    port.failures = { searchBonusAssets: createApiFailure(41) };

    expect(await find.execute(3302)).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });
});
