import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { FakeBonusPort } from '../testing/bonus-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { ClaimBonusUseCase } from './claim-bonus.use-case.ts';
import { ReleaseClearedBonusUseCase } from './release-cleared-bonus.use-case.ts';
import { RemoveBonusUseCase } from './remove-bonus.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);
let port: FakeBonusPort;

beforeEach(() => {
  port = new FakeBonusPort();
});

describe('ClaimBonusUseCase', () => {
  it('claims an AVAILABLE bonus by its id and answers it ACTIVE', async () => {
    const outcome = await new ClaimBonusUseCase(port, errors).execute(3302);

    expect(port.calls).toEqual([{ call: 'claimBonusAsset', bonusAssetId: 3302 }]);
    expect(outcome).toMatchObject({
      kind: 'done',
      action: 'claim',
      asset: { bonusAssetId: 3302, status: 'ACTIVE' },
    });
  });

  it('tells that a bonus no longer AVAILABLE cannot be claimed', async () => {
    expect(await new ClaimBonusUseCase(port, errors).execute(3301)).toMatchObject({
      kind: 'failed',
      action: 'claim',
      error: { code: 4, messageKey: 'bonuses.error.claim.notAllowed' },
    });
  });

  it('tells of a bonus the server does not know', async () => {
    expect(await new ClaimBonusUseCase(port, errors).execute(9999)).toMatchObject({
      kind: 'failed',
      error: { messageKey: 'bonuses.error.notFound' },
    });
  });
});

describe('RemoveBonusUseCase', () => {
  it('removes the bonus of the customer', async () => {
    const outcome = await new RemoveBonusUseCase(port, errors).execute({
      bonusAssetId: 3301,
      customerId: 1001,
    });

    expect(port.calls).toEqual([{ call: 'removeBonusAsset', bonusAssetId: 3301, customerId: 1001 }]);
    expect(outcome).toEqual({ kind: 'done', action: 'remove', asset: null });
    expect(port.assets.find((asset) => asset.bonusAssetId === 3301)?.status).toBe('CANCELLED');
  });

  it('tells that a bonus that is over cannot be removed', async () => {
    expect(
      await new RemoveBonusUseCase(port, errors).execute({ bonusAssetId: 3298, customerId: 1001 }),
    ).toMatchObject({
      kind: 'failed',
      action: 'remove',
      error: { messageKey: 'bonuses.error.remove.notAllowed' },
    });
  });
});

describe('ReleaseClearedBonusUseCase', () => {
  it('releases a CLEARED bonus and answers it RELEASED', async () => {
    const outcome = await new ReleaseClearedBonusUseCase(port, errors).execute(3303);

    expect(port.calls).toEqual([{ call: 'releaseClearedBonusAsset', bonusAssetId: 3303 }]);
    expect(outcome).toMatchObject({ kind: 'done', action: 'release', asset: { status: 'RELEASED' } });
  });

  it('tells that a bonus still being wagered cannot be released', async () => {
    expect(await new ReleaseClearedBonusUseCase(port, errors).execute(3301)).toMatchObject({
      kind: 'failed',
      action: 'release',
      error: { messageKey: 'bonuses.error.release.notAllowed' },
    });
  });

  it('keeps the catalogue’s description of a session the server refused', async () => {
    port.failures = { releaseClearedBonusAsset: createApiFailure(3) };

    expect(await new ReleaseClearedBonusUseCase(port, errors).execute(3303)).toMatchObject({
      kind: 'failed',
      error: { code: 3, clientAction: 'force-logout-open-login' },
    });
  });
});
