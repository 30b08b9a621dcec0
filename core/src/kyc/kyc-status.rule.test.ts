import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/user.builder.ts';
import { kycStatusOf, offersIdentityChecks } from './kyc-status.rule.ts';

describe('kycStatusOf', () => {
  it('explains VERIFIED as verified', () => {
    expect(kycStatusOf(createUser({ kycVerified: 'VERIFIED' }))).toEqual({ kind: 'verified' });
  });

  it('explains NOT_VERIFIED without a reason', () => {
    expect(kycStatusOf(createUser({ kycVerified: 'NOT_VERIFIED' }))).toEqual({
      kind: 'not-verified',
      reason: null,
    });
  });

  it('explains NOT_VERIFIED for a new payment method', () => {
    expect(
      kycStatusOf(createUser({ kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' })),
    ).toEqual({ kind: 'not-verified', reason: 'NEW_PAYMENT_METHOD' });
  });

  it('explains WAITING_BO_USER as waiting, whatever reason is left', () => {
    expect(
      kycStatusOf(createUser({ kycVerified: 'WAITING_BO_USER', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' })),
    ).toEqual({ kind: 'waiting' });
  });
});

describe('offersIdentityChecks', () => {
  it.each([
    ['VERIFIED', false],
    ['NOT_VERIFIED', true],
    ['WAITING_BO_USER', true],
  ] as const)('for %s: %s', (status, offered) => {
    expect(offersIdentityChecks(status)).toBe(offered);
  });
});
