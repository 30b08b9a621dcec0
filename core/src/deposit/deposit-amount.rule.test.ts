import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositAmountProblem } from './deposit-amount.rule.ts';

const fullCashier = (amount: number) => ({ paymentProvider: 'safecharge', paymentMethod: null, amount });

describe('depositAmountProblem', () => {
  it('accepts 1000 minor units at the Safecharge full cashier', () => {
    expect(depositAmountProblem(fullCashier(1000))).toBeNull();
  });

  it('refuses 999 minor units at the Safecharge full cashier', () => {
    expect(depositAmountProblem(fullCashier(999))).toEqual({ kind: 'below-minimum', minimum: 1000 });
  });

  it('has no minimum for a Safecharge method', () => {
    expect(
      depositAmountProblem({ paymentProvider: 'safecharge', paymentMethod: 'cc_card', amount: 500 }),
    ).toBeNull();
  });

  it.each([0, -100, 10.5, Number.NaN])('refuses the amount %s', (amount) => {
    expect(depositAmountProblem({ paymentProvider: 'skrill', paymentMethod: null, amount })).toEqual({
      kind: 'invalid-amount',
    });
  });

  it('accepts at the full cashier exactly the whole amounts from 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (amount) => {
        return (depositAmountProblem(fullCashier(amount)) === null) === amount >= 1000;
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts any whole positive amount with any other provider', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('skrill', 'coinspaid', 'epay'),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (paymentProvider, amount) => {
          return depositAmountProblem({ paymentProvider, paymentMethod: null, amount }) === null;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
