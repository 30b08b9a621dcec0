import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { createTransportFailure } from '../testing/failure.builder.ts';
import { TrackDepositUseCase } from './track-deposit.use-case.ts';

let deposits: FakeDepositPorts;
let track: TrackDepositUseCase;

beforeEach(() => {
  deposits = new FakeDepositPorts();
  track = new TrackDepositUseCase(deposits);
});

describe('TrackDepositUseCase', () => {
  it('raises FIRST_DEPOSIT for the first successful deposit', async () => {
    deposits.depositCount = ok(1);
    expect(await track.execute({ amount: 2000, currency: 'EUR' })).toEqual({
      events: [{ kind: 'FIRST_DEPOSIT', amount: 2000, currency: 'EUR' }],
    });
  });

  it('raises REPEAT_DEPOSIT for a later one', async () => {
    deposits.depositCount = ok(5);
    expect(await track.execute({ amount: 2000, currency: 'EUR' })).toEqual({
      events: [{ kind: 'REPEAT_DEPOSIT', amount: 2000, currency: 'EUR' }],
    });
  });

  it('raises nothing when the count cannot be read', async () => {
    deposits.depositCount = fail(createTransportFailure());
    expect(await track.execute({ amount: 2000, currency: 'EUR' })).toEqual({ events: [] });
  });
});
