import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeKycPort } from '../testing/kyc-port.fake.ts';
import { createKycFile } from '../testing/kyc.builder.ts';
import { KYC_CODES } from './kyc-codes.ts';
import { KYC_ERROR_KEYS } from './kyc-upload.rule.ts';
import { RunTrueNarrativeUseCase } from './run-true-narrative.use-case.ts';

let port: FakeKycPort;
let run: RunTrueNarrativeUseCase;
const images = [
  createKycFile({ size: 600 }),
  createKycFile({ name: 'selfie.png', type: 'image/png', size: 400 }),
];
const ignore = (): void => undefined;

beforeEach(() => {
  port = new FakeKycPort();
  run = new RunTrueNarrativeUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('RunTrueNarrativeUseCase', () => {
  it('sends the images and answers the check under review', async () => {
    const outcome = await run.execute(images, ignore);
    expect(port.calls).toEqual([{ call: 'runTrueNarrative', images }]);
    expect(outcome).toMatchObject({
      kind: 'sent',
      check: { provider: 'TRUENARRATIVE', status: 'PENDING_REVIEW' },
    });
  });

  it('tells the progress of the images together as percentages', async () => {
    port.progress = [0.1, 1];
    const told: number[] = [];
    await run.execute(images, (percent) => told.push(percent));
    expect(told).toEqual([10, 100]);
  });

  it('sends nothing without an image', async () => {
    expect([await run.execute([], ignore), port.calls]).toEqual([
      { kind: 'invalid', error: KYC_ERROR_KEYS.imagesRequired },
      [],
    ]);
  });

  it('shows 72 by the images', async () => {
    port.trueNarrativeResult = fail(createApiFailure(72));
    expect(await run.execute(images, ignore)).toMatchObject({
      kind: 'refused',
      target: 'images',
      error: { messageKey: 'errors.api.72' },
    });
  });

  it('shows an identity service failure for the check', async () => {
    port.trueNarrativeResult = fail(createApiFailure(76));
    expect(await run.execute(images, ignore)).toMatchObject({
      kind: 'refused',
      target: 'form',
      error: { code: 76 },
    });
  });
});

describe('KYC_CODES', () => {
  it.each(Object.entries(KYC_CODES))('names %s as the contract’s catalogue does', (name, code) => {
    expect(CONTRACT_ERROR_TABLE.find((entry) => entry.code === code)?.name).toBe(name);
  });
});
