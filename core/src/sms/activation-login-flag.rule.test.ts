import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activationAllowsLogin } from './activation-login-flag.rule.ts';

describe('activationAllowsLogin', () => {
  it('allows a login on the string "true"', () => {
    expect(activationAllowsLogin('true')).toBe(true);
  });

  it.each([true, 'TRUE', ' true', 'false', null, undefined, 1])('refuses it on %j', (flag) => {
    expect(activationAllowsLogin(flag)).toBe(false);
  });

  it('refuses it on every other value (property)', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => value !== 'true'),
        (flag) => {
          expect(activationAllowsLogin(flag)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
