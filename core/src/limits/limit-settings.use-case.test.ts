import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import {
  createLimit,
  createPendingLimit,
  createResponsibleGamingSettings,
} from '../testing/limit-settings.builder.ts';
import { FakeLimitsPort } from '../testing/limits-port.fake.ts';
import { awaitsDecision, LimitSettingsUseCase, limitsChangeOf } from './limit-settings.use-case.ts';

const setUp = () => {
  const port = new FakeLimitsPort();
  return { port, useCase: new LimitSettingsUseCase(port, new FakeErrorCatalogue(CONTRACT_ERROR_TABLE)) };
};
const defaults = [{ type: 'PLACE_BET', period: 'DAILY', amount: 100_000 }] as const;

describe('the limits tab', () => {
  it('loads the settings of the customer with the label defaults', async () => {
    const { port, useCase } = setUp();
    port.defaults = ok(defaults);
    expect(await useCase.load(7)).toEqual({
      kind: 'loaded',
      settings: createResponsibleGamingSettings(),
      defaults,
    });
  });

  it('asks for the defaults once and keeps them', async () => {
    const { port, useCase } = setUp();
    port.defaults = ok(defaults);
    await useCase.load(7);
    await useCase.load(7);
    expect(port.calls.filter((c) => c.call === 'loadDefaults')).toHaveLength(1);
  });

  it('works without defaults that cannot be loaded, and asks again next time', async () => {
    const { port, useCase } = setUp();
    port.defaults = fail(createApiFailure(-1));
    const first = await useCase.load(7);
    port.defaults = ok(defaults);
    const second = await useCase.load(7);
    expect([first.kind === 'loaded' && first.defaults, second.kind === 'loaded' && second.defaults]).toEqual([
      [],
      defaults,
    ]);
  });

  it('says why the settings could not be loaded', async () => {
    const { port, useCase } = setUp();
    port.settings = fail(createApiFailure(4));
    expect(await useCase.load(7)).toMatchObject({ kind: 'failed', error: { code: 4 } });
  });

  it('reviews a form into what applies now and what waits', () => {
    const { useCase } = setUp();
    const settings = createResponsibleGamingSettings({ limits: [createLimit({ amount: 5_000 })] });
    const review = useCase.review(settings, [{ type: 'DEPOSIT', period: 'DAILY', entry: { text: '100' } }]);
    expect(review).toMatchObject({
      kind: 'changes',
      changes: [{ from: 5_000, to: 10_000, applies: 'pending' }],
    });
  });

  it('reviews a form with a bad field into its problems', () => {
    const { useCase } = setUp();
    const review = useCase.review(createResponsibleGamingSettings(), [
      { type: 'DEPOSIT', period: 'DAILY', entry: { text: '0' } },
    ]);
    expect(review.kind === 'invalid' && [...review.problems]).toEqual([['DEPOSIT:DAILY', 'zero']]);
  });

  it('saves a reviewed plan and answers the settings after it', async () => {
    const { port, useCase } = setUp();
    const review = useCase.review(createResponsibleGamingSettings(), [
      { type: 'DEPOSIT', period: 'DAILY', entry: { text: '50' } },
    ]);
    if (review.kind !== 'changes') throw new Error('expected changes');
    const after = createResponsibleGamingSettings({ limits: [createLimit()] });
    port.updateResult = ok(after);
    expect([await useCase.save(review), port.calls.at(-1)]).toEqual([
      { kind: 'saved', settings: after, changes: review.changes },
      { call: 'updateSettings', update: review.update },
    ]);
  });

  it('says why a save was refused (66: cooling off)', async () => {
    const { port, useCase } = setUp();
    const review = useCase.review(createResponsibleGamingSettings(), [
      { type: 'DEPOSIT', period: 'DAILY', entry: { text: '50' } },
    ]);
    if (review.kind !== 'changes') throw new Error('expected changes');
    port.updateResult = fail(createApiFailure(66));
    expect(await useCase.save(review)).toMatchObject({ kind: 'refused', error: { code: 66 } });
  });
});

describe('a pending adjustment in the tab', () => {
  it('is answered as the limits-changed notification of it would be', () => {
    expect(limitsChangeOf(createPendingLimit())).toEqual({
      uniqueIds: ['rg-adj-7f2d00'],
      limits: [{ type: 'DEPOSIT', period: 'DAILY', currentAmount: 5_000, newAmount: 10_000 }],
    });
  });

  it('awaits the answer once its cooling period is over, unless answered', () => {
    const due = Date.parse('2026-12-01T10:15:00+02:00');
    expect([
      awaitsDecision(createPendingLimit(), due - 1),
      awaitsDecision(createPendingLimit(), due),
      awaitsDecision(createPendingLimit({ confirmed: true }), due),
    ]).toEqual([false, true, false]);
  });
});
