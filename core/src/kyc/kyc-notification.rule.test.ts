import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/user.builder.ts';
import { applyKycNotification, kycStateOf } from './kyc-notification.rule.ts';

const KYC_TYPES = [
  'KYC_VERIFIED',
  'KYC_NOT_VERIFIED',
  'KYC_NOT_VERIFIED_SUSPICION',
  'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD',
  'KYC_WAITING_BO_USER',
  'KYC_VERIFICATION_COMPLETED',
];

describe('kycStateOf', () => {
  it.each([
    ['KYC_VERIFIED', 'VERIFIED', null],
    ['KYC_NOT_VERIFIED', 'NOT_VERIFIED', null],
    ['KYC_NOT_VERIFIED_SUSPICION', 'NOT_VERIFIED', null],
    ['KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD', 'NOT_VERIFIED', 'NEW_PAYMENT_METHOD'],
    ['KYC_WAITING_BO_USER', 'WAITING_BO_USER', null],
  ])('%s sets %s (reason %s)', (notificationType, kycVerified, kycNotVerifiedReason) => {
    expect(kycStateOf({ notificationType })).toEqual({ kycVerified, kycNotVerifiedReason });
  });

  it('KYC_VERIFICATION_COMPLETED with VERIFIED sets VERIFIED', () => {
    expect(
      kycStateOf({ notificationType: 'KYC_VERIFICATION_COMPLETED', data: { kycVerified: 'VERIFIED' } }),
    ).toEqual({
      kycVerified: 'VERIFIED',
      kycNotVerifiedReason: null,
    });
  });

  it.each([{ kycVerified: 'NOT_VERIFIED' }, {}, null, 'VERIFIED', undefined])(
    'KYC_VERIFICATION_COMPLETED with data %j sets nothing',
    (data) => {
      expect(kycStateOf({ notificationType: 'KYC_VERIFICATION_COMPLETED', data })).toBeNull();
    },
  );

  it('sets nothing for another notification type', () => {
    expect(kycStateOf({ notificationType: 'SELF_EXCLUSION' })).toBeNull();
  });

  it('does not read inherited object keys as types', () => {
    expect(kycStateOf({ notificationType: 'toString' })).toBeNull();
  });

  it('sets nothing for any type outside the KYC kinds, whatever the data (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((type) => !KYC_TYPES.includes(type)),
        fc.anything(),
        (notificationType, data) => {
          expect(kycStateOf({ notificationType, data })).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a completed verification sets VERIFIED exactly when data.kycVerified is VERIFIED (property)', () => {
    const data = fc.oneof(
      fc.anything(),
      fc.record({ kycVerified: fc.oneof(fc.constant('VERIFIED'), fc.anything()) }),
    );
    fc.assert(
      fc.property(data, (value) => {
        const verified =
          typeof value === 'object' &&
          value !== null &&
          (value as { kycVerified?: unknown }).kycVerified === 'VERIFIED';
        const state = kycStateOf({ notificationType: 'KYC_VERIFICATION_COMPLETED', data: value });
        expect(state?.kycVerified ?? null).toBe(verified ? 'VERIFIED' : null);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('applyKycNotification', () => {
  it('updates the user and raises KYC_CHANGED', () => {
    const user = createUser({ kycVerified: 'NOT_VERIFIED' });
    expect(applyKycNotification(user, { notificationType: 'KYC_VERIFIED' })).toEqual({
      kind: 'kyc-changed',
      user: { ...user, kycVerified: 'VERIFIED', kycNotVerifiedReason: null },
      events: [{ kind: 'KYC_CHANGED', kycVerified: 'VERIFIED' }],
    });
  });

  it('records the new-payment-method reason', () => {
    const outcome = applyKycNotification(createUser(), {
      notificationType: 'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD',
    });
    expect(outcome).toMatchObject({
      user: { kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' },
    });
  });

  it('clears the reason when the player is verified again', () => {
    const user = createUser({ kycVerified: 'NOT_VERIFIED', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD' });
    expect(applyKycNotification(user, { notificationType: 'KYC_VERIFIED' })).toMatchObject({
      user: { kycNotVerifiedReason: null },
    });
  });

  it('ignores a notification that sets no KYC state', () => {
    expect(applyKycNotification(createUser(), { notificationType: 'REALITY_CHECK_START' })).toEqual({
      kind: 'ignored',
    });
  });
});
