import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { FakeLimitsPort } from '../testing/limits-port.fake.ts';
import type { LimitsChange } from './limits-change.ts';
import { LimitsChangedUseCase } from './limits-changed.use-case.ts';

const change: LimitsChange = {
  uniqueIds: ['adj-1', 'adj-2'],
  limits: [{ type: 'DEPOSIT', period: 'DAILY', currentAmount: 10_000, newAmount: 50_000 }],
};
const pending = [{ type: 'LOSS', period: 'WEEKLY', currentAmount: 1_000, newAmount: 2_000 }];

let limits: FakeLimitsPort;
let useCase: LimitsChangedUseCase;

beforeEach(() => {
  limits = new FakeLimitsPort();
  useCase = new LimitsChangedUseCase(limits, new FakeErrorCatalogue());
});

describe('LimitsChangedUseCase', () => {
  it.each([true, false])('sets the decision flag to %s', async (confirmed) => {
    expect((await useCase.decide({ confirmed, change, customerId: 1001 })).confirmed).toBe(confirmed);
  });

  it.each([true, false])('raises LIMITS_CHANGED_DECISION with the data (confirmed %s)', async (confirmed) => {
    expect((await useCase.decide({ confirmed, change, customerId: 1001 })).events).toEqual([
      { kind: 'LIMITS_CHANGED_DECISION', confirmed, data: change },
    ]);
  });

  it.each([true, false])(
    'confirms the adjustment with the data and confirmed %s, then reloads the pending limits',
    async (confirmed) => {
      await useCase.decide({ confirmed, change, customerId: 1001 });
      expect(limits.calls).toEqual([
        { call: 'confirmAdjustment', change, confirmed },
        { call: 'loadPendingLimits', customerId: 1001 },
      ]);
    },
  );

  it('returns the reloaded pending limits', async () => {
    limits.pendingLimits = ok(pending);
    expect((await useCase.decide({ confirmed: true, change, customerId: 1001 })).pendingLimits).toEqual(
      pending,
    );
  });

  it('reloads the pending limits even when the confirm call fails', async () => {
    limits.confirmResult = fail(createApiFailure(41));
    limits.pendingLimits = ok(pending);
    expect(await useCase.decide({ confirmed: false, change, customerId: 1001 })).toMatchObject({
      confirmError: { code: 41 },
      pendingLimits: pending,
    });
  });

  it('reports no confirm error when the call succeeds', async () => {
    expect((await useCase.decide({ confirmed: true, change, customerId: 1001 })).confirmError).toBeNull();
  });

  it('has no pending limits when the reload fails', async () => {
    limits.pendingLimits = fail(createTransportFailure());
    expect((await useCase.decide({ confirmed: true, change, customerId: 1001 })).pendingLimits).toBeNull();
  });

  it('closes the modal', async () => {
    expect((await useCase.decide({ confirmed: true, change, customerId: 1001 })).next).toEqual({
      kind: 'close-modal',
    });
  });
});
