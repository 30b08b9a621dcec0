import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { SessionTokens } from '../session/user.ts';
import { fail, ok } from '../shared/result.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeSmartIdPort } from '../testing/smart-id-port.fake.ts';
import { createTokens } from '../testing/user.builder.ts';
import { SmartIdPoll, type SmartIdTimings } from './smart-id-poll.ts';

const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

let clock: ControllableClock;
let port: FakeSmartIdPort;
let heard: string[];
let authenticated: SessionTokens[];
let failures: ApiFailure[];

const poll = (timings: Partial<SmartIdTimings> = {}): SmartIdPoll =>
  new SmartIdPoll(port, clock, timings, '120490-11111', {
    onCancellable: () => heard.push('cancellable'),
    onAuthenticated: (tokens) => authenticated.push(tokens),
    onFailure: (failure) => failures.push(failure),
    onTimeout: () => heard.push('timeout'),
  });

/** Moves the clock step by step, letting each answer arrive before the next step. */
const advance = async (ms: number, step = 100): Promise<void> => {
  for (let done = 0; done < ms; done += step) {
    clock.advance(Math.min(step, ms - done));
    await settle();
  }
};

beforeEach(() => {
  clock = new ControllableClock(0);
  port = new FakeSmartIdPort();
  heard = [];
  authenticated = [];
  failures = [];
});

describe('SmartIdPoll', () => {
  it('does not ask before 2 s', async () => {
    poll();
    await advance(1_900);
    expect([port.authenticateCalls, heard]).toEqual([[], []]);
  });

  it('asks and allows cancelling at 2 s', async () => {
    poll();
    await advance(2_000);
    expect([port.authenticateCalls, heard]).toEqual([['120490-11111'], ['cancellable']]);
  });

  it('asks again 2 s after each pending answer', async () => {
    poll();
    await advance(8_000);
    expect(port.authenticateCalls).toHaveLength(4);
  });

  it('hands over the tokens of a confirmed answer and asks no more', async () => {
    port.authenticateResults = [
      ok({ status: 'pending' }),
      ok({ status: 'authenticated', tokens: createTokens() }),
    ];
    poll();
    await advance(10_000);
    expect([authenticated, port.authenticateCalls.length]).toEqual([[createTokens()], 2]);
  });

  it('hands over a failure and asks no more', async () => {
    port.authenticateResults = [fail(createApiFailure(1))];
    poll();
    await advance(10_000);
    expect([failures, port.authenticateCalls.length]).toEqual([[createApiFailure(1)], 1]);
  });

  it('times out after 120 s and asks no more', async () => {
    poll();
    await advance(130_000, 1_000);
    // Asked at 2 s, 4 s, … 118 s; at 120 s the timeout comes before the next ask.
    expect([heard.at(-1), port.authenticateCalls.length]).toEqual(['timeout', 59]);
  });

  it('asks nothing after stop', async () => {
    poll().stop();
    await advance(10_000);
    expect([port.authenticateCalls, heard]).toEqual([[], []]);
  });

  it('drops an answer that arrives after stop', async () => {
    port.authenticateResults = [ok({ status: 'authenticated', tokens: createTokens() })];
    const running = poll();
    clock.advance(2_000);
    running.stop();
    await settle();
    expect(authenticated).toEqual([]);
  });

  it('follows the timings it is given', async () => {
    poll({ pollStartMs: 500, pollIntervalMs: 1_000, timeoutMs: 3_000 });
    await advance(5_000);
    expect([port.authenticateCalls.length, heard]).toEqual([3, ['cancellable', 'timeout']]);
  });
});
