import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { FakeBonusPort } from '../testing/bonus-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { CountActiveBonusesUseCase } from './count-active-bonuses.use-case.ts';

let port: FakeBonusPort;
let count: CountActiveBonusesUseCase;

beforeEach(() => {
  port = new FakeBonusPort();
  count = new CountActiveBonusesUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('CountActiveBonusesUseCase', () => {
  it('counts the customer’s ACTIVE bonuses', async () => {
    expect(await count.execute(1001)).toEqual({ kind: 'counted', count: 1 });
    expect(port.calls).toEqual([{ call: 'getActiveBonusesCount', customerId: 1001 }]);
  });

  it('counts none for a player without an ACTIVE bonus', async () => {
    port.assets = port.assets.filter((asset) => asset.status !== 'ACTIVE');

    expect(await count.execute(1001)).toEqual({ kind: 'counted', count: 0 });
  });

  it('describes a failure from the catalogue', async () => {
    port.failures = { getActiveBonusesCount: createApiFailure(4) };

    expect(await count.execute(1002)).toMatchObject({
      kind: 'failed',
      error: { messageKey: 'errors.api.4' },
    });
  });
});
