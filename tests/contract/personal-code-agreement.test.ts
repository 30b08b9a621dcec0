import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPersonalCode as webAccepts } from '@lv-casino/core/registration/personal-code.rule.ts';
import { isValidPersonalCode as serverAccepts } from '@lv-casino/sandbox/account/personal-code.rule.ts';

/**
 * The registration form (core) and the sandbox judge a personal code alike: a code the form lets
 * through is never refused with 57 at the last step, and the reverse. The sources of the rule are in
 * core/src/registration/personal-code.rule.test.ts.
 */

const digits = (count: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((d) => d.join(''));
const pad = (n: number) => String(n).padStart(2, '0');

/** Codes of every kind: real dates in each century with any last digit, 32-codes, and any 11 digits. */
const codes = fc.oneof(
  fc
    .record({
      date: fc.date({
        min: new Date(Date.UTC(1800, 0, 1)),
        max: new Date(Date.UTC(2099, 11, 31)),
        noInvalidDate: true,
      }),
      rest: digits(4),
    })
    .map(({ date, rest }) => {
      const year = date.getUTCFullYear();
      const century = String(Math.floor(year / 100) - 18);
      return `${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}${pad(year % 100)}-${century}${rest}`;
    }),
  digits(9).map((rest) => `32${rest}`),
  digits(11),
);

describe('core and the sandbox agree on Latvian personal codes', () => {
  it.each(['061193-06460', '06119306460', '061193-06461', '150885-10234', '120490-11236', '321234-56789'])(
    'judge %s alike',
    (code) => {
      expect(serverAccepts(code)).toBe(webAccepts(code));
    },
  );

  it('accept the code of issue 37, whose remainder is 10 (check digit 0)', () => {
    expect([webAccepts('061193-06460'), serverAccepts('061193-06460')]).toEqual([true, true]);
  });

  it('judge any code alike', () => {
    fc.assert(
      fc.property(codes, (code) => {
        expect(serverAccepts(code)).toBe(webAccepts(code));
      }),
      { numRuns: 5000 },
    );
  });
});
