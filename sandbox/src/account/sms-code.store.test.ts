import { describe, expect, it } from 'vitest';
import { SandboxError } from '../handlers/operation-handler.ts';
import { SmsCodeStore } from './sms-code.store.ts';

const errorCodeOf = (action: () => unknown): number | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    if (error instanceof SandboxError) return error.errorCode;
    throw error;
  }
};

describe('SmsCodeStore', () => {
  it('checks a planted code like a sent one', () => {
    const store = new SmsCodeStore(() => 0);
    store.plant(1001, 'activation', '+37126123456', '305172');

    expect(store.consume(1001, 'activation', '305172')).toBe('+37126123456');
  });

  it('plants a code inside the pause window of a sent one', () => {
    const store = new SmsCodeStore(() => 0);
    store.send(1001, 'login', '+37126123456');
    store.plant(1001, 'login', '+37126123456', '482913');

    expect(store.consume(1001, 'login', '482913')).toBe('+37126123456');
  });

  it('counts a planted code as sent: a real SMS within 30 s answers 81', () => {
    const store = new SmsCodeStore(() => 0);
    store.plant(1001, 'login', '+37126123456', '482913');

    expect(errorCodeOf(() => store.send(1001, 'password', '+37126123456'))).toBe(81);
  });

  it('sends a login code inside the pause window of another SMS', () => {
    const store = new SmsCodeStore(() => 0);
    store.send(1001, 'activation', '+37126123456');

    expect(store.send(1001, 'login', '+37126123456')).toMatch(/^\d{6}$/);
  });
});

describe('SmsCodeStore: wrong tries', () => {
  const wrongTimes = (store: SmsCodeStore, times: number): (number | undefined)[] =>
    Array.from({ length: times }, () => errorCodeOf(() => store.consume(1001, 'activation', '000000')));

  it('answers 82 to the first 4 wrong codes and 5 to the 5th', () => {
    const store = new SmsCodeStore(() => 0);
    store.plant(1001, 'activation', '+37126123456', '305172');

    expect(wrongTimes(store, 5)).toEqual([82, 82, 82, 82, 5]);
  });

  it('refuses the right code with 5 once wrong tries killed it', () => {
    const store = new SmsCodeStore(() => 0);
    store.plant(1001, 'activation', '+37126123456', '305172');
    wrongTimes(store, 5);

    expect(errorCodeOf(() => store.consume(1001, 'activation', '305172'))).toBe(5);
  });

  it('takes the right code after 4 wrong ones', () => {
    const store = new SmsCodeStore(() => 0);
    store.plant(1001, 'activation', '+37126123456', '305172');
    wrongTimes(store, 4);

    expect(store.consume(1001, 'activation', '305172')).toBe('+37126123456');
  });

  it('has no open code once wrong tries killed it', () => {
    const store = new SmsCodeStore(() => 0);
    store.plant(1001, 'login', '+37126123456', '305172');
    for (let i = 0; i < 5; i++) errorCodeOf(() => store.consume(1001, 'login', '000000'));

    expect(store.hasOpenCode(1001, 'login')).toBe(false);
  });

  it('takes a new code sent after one died', () => {
    const store = new SmsCodeStore(() => 0);
    store.plant(1001, 'activation', '+37126123456', '305172');
    wrongTimes(store, 5);
    store.plant(1001, 'activation', '+37126123456', '718293');

    expect(store.consume(1001, 'activation', '718293')).toBe('+37126123456');
  });
});
