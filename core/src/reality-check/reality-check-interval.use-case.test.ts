import { describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeRealityCheckPort } from '../testing/reality-check-port.fake.ts';
import { realityCheckChoices, RealityCheckIntervalUseCase } from './reality-check-interval.use-case.ts';

const setUp = () => {
  const port = new FakeRealityCheckPort();
  return {
    port,
    useCase: new RealityCheckIntervalUseCase(port, new FakeErrorCatalogue(CONTRACT_ERROR_TABLE)),
  };
};

describe('the reality-check interval', () => {
  it('stores a new interval', async () => {
    const { port, useCase } = setUp();
    expect([await useCase.update(30), port.calls]).toEqual([
      { kind: 'saved', minutes: 30 },
      ['updateInterval 30'],
    ]);
  });

  it('sends nothing outside the contract bounds or for a fraction', async () => {
    const { port, useCase } = setUp();
    const outcomes = [await useCase.update(0), await useCase.update(1441), await useCase.update(1.5)];
    expect([outcomes.map((o) => o.kind), port.calls]).toEqual([['invalid', 'invalid', 'invalid'], []]);
  });

  it('says why an interval was refused', async () => {
    const { port, useCase } = setUp();
    port.updateIntervalResult = fail(createApiFailure(-1, 400));
    expect(await useCase.update(60)).toMatchObject({ kind: 'refused', error: { code: -1 } });
  });

  it('offers the usual intervals, and the current one in order when it is another', () => {
    expect([realityCheckChoices(60), realityCheckChoices(null), realityCheckChoices(50)]).toEqual([
      [15, 30, 45, 60, 90, 120, 180, 240],
      [15, 30, 45, 60, 90, 120, 180, 240],
      [15, 30, 45, 50, 60, 90, 120, 180, 240],
    ]);
  });
});
