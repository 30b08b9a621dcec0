import { beforeEach, describe, expect, it } from 'vitest';
import type { DepositRequest } from './redirect-deposit.port.ts';
import { fail } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { StartDepositUseCase } from './start-deposit.use-case.ts';

const request = (overrides: Partial<DepositRequest> = {}): DepositRequest => ({
  paymentProvider: 'safecharge',
  amount: 2500,
  paymentMethod: null,
  depositCode: null,
  cryptoCurrency: null,
  ...overrides,
});

/** Lets the awaited port answers settle. */
const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

let deposits: FakeDepositPorts;
let clock: ControllableClock;
let startDeposit: StartDepositUseCase;
let opened: string[];
const open = (url: string): void => {
  opened.push(url);
};

beforeEach(() => {
  deposits = new FakeDepositPorts();
  clock = new ControllableClock();
  startDeposit = new StartDepositUseCase(deposits, clock, new FakeErrorCatalogue());
  opened = [];
});

describe('StartDepositUseCase', () => {
  it('initialises the deposit', async () => {
    const pending = startDeposit.execute(request(), open);
    await settle();
    clock.advance(500);
    await pending;
    expect(deposits.calls).toEqual([{ call: 'initDeposit', request: request() }]);
  });

  it('does not open the external window before 500 ms', async () => {
    void startDeposit.execute(request(), open);
    await settle();
    clock.advance(499);
    expect(opened).toEqual([]);
  });

  it('opens the external window after 500 ms and is PENDING', async () => {
    const pending = startDeposit.execute(request(), open);
    await settle();
    clock.advance(500);
    expect([await pending, opened]).toEqual([
      { kind: 'pending', status: 'PENDING', redirectUrl: 'https://pay.test/session-1' },
      ['https://pay.test/session-1'],
    ]);
  });

  it('refuses a full-cashier amount under 1000 minor units without a call', async () => {
    expect([await startDeposit.execute(request({ amount: 999 }), open), deposits.calls]).toEqual([
      { kind: 'invalid', problem: { kind: 'below-minimum', minimum: 1000 } },
      [],
    ]);
  });

  it('fails with the entry of the init error and opens no window', async () => {
    deposits.initResult = fail(createApiFailure(41));
    const outcome = await startDeposit.execute(request(), open);
    clock.advance(1000);
    expect([outcome, opened]).toMatchObject([{ kind: 'failed', error: { code: 41 } }, []]);
  });
});
