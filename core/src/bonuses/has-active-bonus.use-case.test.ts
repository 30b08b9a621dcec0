import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { FakeBonusPort } from '../testing/bonus-port.fake.ts';
import { createTransportFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { HasActiveBonusUseCase } from './has-active-bonus.use-case.ts';

let port: FakeBonusPort;
let hasActive: HasActiveBonusUseCase;

beforeEach(() => {
  port = new FakeBonusPort();
  hasActive = new HasActiveBonusUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('HasActiveBonusUseCase', () => {
  it('answers true while a bonus of the customer is being wagered', async () => {
    expect(await hasActive.execute(1001)).toEqual({ kind: 'answered', hasActive: true });
    expect(port.calls).toEqual([{ call: 'hasActiveBonus', customerId: 1001 }]);
  });

  it('answers false when none is', async () => {
    port.assets = port.assets.filter((asset) => asset.status !== 'ACTIVE');

    expect(await hasActive.execute(1001)).toEqual({ kind: 'answered', hasActive: false });
  });

  it('describes a failure as the general error when nothing answered', async () => {
    port.failures = { hasActiveBonus: createTransportFailure() };

    expect(await hasActive.execute(1001)).toMatchObject({ kind: 'failed', error: { code: -1 } });
  });
});
