import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeSourceOfFundsPort } from '../testing/source-of-funds-port.fake.ts';
import { createNoSourceOfFundsDue, createPendingSourceOfFunds } from '../testing/source-of-funds.builder.ts';
import { DeclareSourceOfFundsUseCase } from './declare-source-of-funds.use-case.ts';
import { LoadSourceOfFundsStatusUseCase } from './load-source-of-funds-status.use-case.ts';

const catalogue = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);
const form = { sources: ['PENSION'], otherSource: '', monthlyIncome: 'UP_TO_1000', employer: '' };
let port: FakeSourceOfFundsPort;

beforeEach(() => {
  port = new FakeSourceOfFundsPort();
});

describe('LoadSourceOfFundsStatusUseCase', () => {
  it('answers a pending declaration with its deadline', async () => {
    expect(await new LoadSourceOfFundsStatusUseCase(port, catalogue).execute()).toEqual({
      kind: 'loaded',
      value: createPendingSourceOfFunds(),
    });
  });

  it('answers why the status could not be read', async () => {
    port.status = fail(createApiFailure(41));
    expect(await new LoadSourceOfFundsStatusUseCase(port, catalogue).execute()).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });
});

describe('DeclareSourceOfFundsUseCase', () => {
  it('records the declaration and answers it', async () => {
    const outcome = await new DeclareSourceOfFundsUseCase(port, catalogue).execute(form);
    const declaration = { sources: ['PENSION'], monthlyIncome: 'UP_TO_1000' };
    expect([outcome, port.declarations]).toEqual([{ kind: 'saved', value: declaration }, [declaration]]);
  });

  it('clears the pending declaration', async () => {
    await new DeclareSourceOfFundsUseCase(port, catalogue).execute(form);
    expect(await new LoadSourceOfFundsStatusUseCase(port, catalogue).execute()).toEqual({
      kind: 'loaded',
      value: createNoSourceOfFundsDue(),
    });
  });

  it('sends nothing for a form in error', async () => {
    const outcome = await new DeclareSourceOfFundsUseCase(port, catalogue).execute({ ...form, sources: [] });
    expect([outcome.kind, port.declarations]).toEqual(['invalid', []]);
  });

  it('answers bad customer data (57) for the form, the declaration still pending', async () => {
    port.declareResult = fail(createApiFailure(57));
    const outcome = await new DeclareSourceOfFundsUseCase(port, catalogue).execute(form);
    expect([outcome, port.status]).toEqual([
      { kind: 'refused', refusal: { errors: {}, formError: catalogue.describe(57) } },
      { ok: true, value: createPendingSourceOfFunds() },
    ]);
  });
});
