import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail, ok } from '../shared/result.ts';
import { FakeActivityPort } from '../testing/activity-port.fake.ts';
import { createActivitySummary } from '../testing/activity.builder.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { createLimit, createResponsibleGamingSettings } from '../testing/limit-settings.builder.ts';
import { FakeLimitsPort } from '../testing/limits-port.fake.ts';
import { LoadActivityUseCase, type ActivityOutcome } from './load-activity.use-case.ts';

const catalogue = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

function setUp() {
  const activity = new FakeActivityPort();
  const limits = new FakeLimitsPort();
  limits.settings = ok(
    createResponsibleGamingSettings({ limits: [createLimit({ period: 'MONTHLY', amount: 200_000 })] }),
  );
  return { activity, limits, useCase: new LoadActivityUseCase(activity, limits, catalogue) };
}

const depositLine = (outcome: ActivityOutcome) =>
  outcome.kind === 'loaded' ? outcome.view.series[0]?.limit?.value : 'failed';

describe('LoadActivityUseCase', () => {
  it('asks for the granularity chosen and the customer’s limits', async () => {
    const { activity, limits, useCase } = setUp();
    await useCase.execute({ customerId: 1001, granularity: 'week', limitsEnabled: true });
    expect([activity.calls, limits.calls]).toEqual([['week'], [{ call: 'loadSettings', customerId: 1001 }]]);
  });

  it('draws the limits in force on the series', async () => {
    const { useCase } = setUp();
    const outcome = await useCase.execute({ customerId: 1001, granularity: 'month', limitsEnabled: true });
    expect([outcome.kind === 'loaded' && outcome.limits, depositLine(outcome)]).toEqual(['shown', 200_000]);
  });

  it('does not ask for limits when the label has them off', async () => {
    const { limits, useCase } = setUp();
    const outcome = await useCase.execute({ customerId: 1001, granularity: 'month', limitsEnabled: false });
    expect([outcome.kind === 'loaded' && outcome.limits, limits.calls]).toEqual(['off', []]);
  });

  it('shows the figures without lines when the limits cannot be read', async () => {
    const { limits, useCase } = setUp();
    limits.settings = fail(createApiFailure(41));
    const outcome = await useCase.execute({ customerId: 1001, granularity: 'month', limitsEnabled: true });
    expect([outcome.kind === 'loaded' && outcome.limits, depositLine(outcome)]).toEqual([
      'unavailable',
      undefined,
    ]);
  });

  it('answers why the summary could not be read', async () => {
    const { activity, useCase } = setUp();
    activity.results.month = fail(createApiFailure(-1));
    expect(
      await useCase.execute({ customerId: 1001, granularity: 'month', limitsEnabled: true }),
    ).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });

  it('keeps the summary’s buckets and currency', async () => {
    const { useCase } = setUp();
    const outcome = await useCase.execute({ customerId: 1001, granularity: 'month', limitsEnabled: true });
    const summary = createActivitySummary();
    expect(outcome.kind === 'loaded' && [outcome.view.currency, outcome.view.buckets]).toEqual([
      summary.currency,
      summary.buckets,
    ]);
  });
});
