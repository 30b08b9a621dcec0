import { describe, expect, it } from 'vitest';
import { RegistrationLimiter } from './registration-limiter.ts';

describe('RegistrationLimiter', () => {
  it('refuses with 54 once an IP has used up the limit it was given', () => {
    const limiter = new RegistrationLimiter(() => 0, 2);
    limiter.record('127.0.0.1');
    limiter.record('127.0.0.1');

    expect(() => {
      limiter.check('127.0.0.1');
    }).toThrow(/at most 2 an hour/);
  });

  it('lets an IP register again once the hour has passed', () => {
    let now = 0;
    const limiter = new RegistrationLimiter(() => now, 1);
    limiter.record('127.0.0.1');
    now = 60 * 60_000 + 1;

    expect(() => {
      limiter.check('127.0.0.1');
    }).not.toThrow();
  });
});
