import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { FakeExclusionPort } from '../testing/exclusion-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createSelfExclusion } from '../testing/limit-settings.builder.ts';
import { SelfExclusionUseCase } from './self-exclusion.use-case.ts';

const setUp = () => {
  const port = new FakeExclusionPort();
  const clock = new ControllableClock(Date.UTC(2026, 10, 24, 14, 30, 0));
  return {
    port,
    clock,
    useCase: new SelfExclusionUseCase(port, new FakeErrorCatalogue(CONTRACT_ERROR_TABLE), clock),
  };
};

describe('the self-exclusion tab', () => {
  it('shows the self-exclusion and timeout in force', async () => {
    const { port, useCase } = setUp();
    port.status = ok({ selfExclusion: createSelfExclusion(), timeout: null });
    expect(await useCase.load()).toEqual({
      kind: 'loaded',
      status: { selfExclusion: createSelfExclusion(), timeout: null },
    });
  });

  it('says why the status could not be loaded', async () => {
    const { port, useCase } = setUp();
    port.status = fail(createApiFailure(4));
    expect(await useCase.load()).toMatchObject({ kind: 'failed', error: { code: 4 } });
  });

  it('self-excludes for a period with the password, and the session ends with SELF_EXCLUSION', async () => {
    const { port, useCase } = setUp();
    const outcome = await useCase.selfExclude('ONE_YEAR', 'Casino2026!');
    expect([outcome.kind === 'excluded' && outcome.endsWith, port.calls]).toEqual([
      'SELF_EXCLUSION',
      [{ call: 'selfExclude', request: { permanent: false, period: 'ONE_YEAR', password: 'Casino2026!' } }],
    ]);
  });

  it('self-excludes permanently, and the session ends with PERMANENT_SE_BY_CUSTOMER', async () => {
    const { port, useCase } = setUp();
    const outcome = await useCase.selfExclude('PERMANENT', 'Casino2026!');
    expect([outcome.kind === 'excluded' && outcome.endsWith, port.calls[0]]).toEqual([
      'PERMANENT_SE_BY_CUSTOMER',
      { call: 'selfExclude', request: { permanent: true, password: 'Casino2026!' } },
    ]);
  });

  it('asks for the password before sending anything', async () => {
    const { port, useCase } = setUp();
    expect([await useCase.selfExclude('ONE_YEAR', ''), port.calls]).toEqual([
      { kind: 'invalid', problem: 'password-required' },
      [],
    ]);
  });

  it('says why a self-exclusion was refused (1: wrong password)', async () => {
    const { port, useCase } = setUp();
    port.selfExcludeResult = fail(createApiFailure(1));
    expect(await useCase.selfExclude('TWO_YEARS', 'wrong')).toMatchObject({
      kind: 'refused',
      error: { code: 1 },
    });
  });

  it('takes a 24-hour timeout that the server still counts as 24 hours, and the session ends', async () => {
    const { port, useCase } = setUp();
    expect([await useCase.takeTimeout({ hours: 24 }), port.calls]).toEqual([
      { kind: 'timed-out', detail: { endDate: '2026-11-25T14:35:00.000Z' }, endsWith: 'SE_BY_TIMEOUT' },
      [{ call: 'takeTimeout', endDate: '2026-11-25T14:35:00.000Z' }],
    ]);
  });

  it('takes a timeout until a chosen moment', async () => {
    const { port, useCase } = setUp();
    await useCase.takeTimeout({ until: Date.UTC(2026, 10, 28, 20, 0, 0) });
    expect(port.calls).toEqual([{ call: 'takeTimeout', endDate: '2026-11-28T20:00:00.000Z' }]);
  });

  it('refuses a chosen end under 24 hours ahead without sending it', async () => {
    const { port, useCase } = setUp();
    expect([await useCase.takeTimeout({ until: Date.UTC(2026, 10, 25, 10, 0, 0) }), port.calls]).toEqual([
      { kind: 'invalid', problem: 'too-soon' },
      [],
    ]);
  });

  it('says why a timeout was refused', async () => {
    const { port, useCase } = setUp();
    port.timeoutResult = fail(createApiFailure(57));
    expect(await useCase.takeTimeout({ hours: 72 })).toMatchObject({ kind: 'refused', error: { code: 57 } });
  });

  it('tells the end of a timeout before it is asked for, from the clock of now', () => {
    const { clock, useCase } = setUp();
    clock.advance(60_000);
    expect(useCase.timeoutEnd({ hours: 168 })).toEqual({ ok: true, value: Date.UTC(2026, 11, 1, 14, 31, 0) });
  });
});
