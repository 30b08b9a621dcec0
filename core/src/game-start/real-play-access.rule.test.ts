import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountLockStatus, KycStatus } from '../session/user.ts';
import { createUser } from '../testing/user.builder.ts';
import { kycRestrictionApplies, realPlayAccess } from './real-play-access.rule.ts';

const restricted = { restrictGameplayKycNotVerified: true };
const open = { restrictGameplayKycNotVerified: false };

describe('realPlayAccess', () => {
  it('allows a verified ACTIVE player', () => {
    expect(realPlayAccess(createUser(), restricted)).toEqual({ kind: 'allowed' });
  });

  it.each([
    ['FROZEN', 69],
    ['INACTIVE', 2],
    ['CLOSED', 2],
    ['COOLING_OFF', 66],
    ['BLOCKED', 2],
  ] as const)('blocks a %s account with the message of code %i', (accountLockStatus, errorCode) => {
    expect(realPlayAccess(createUser({ accountLockStatus }), open)).toEqual({
      kind: 'blocked',
      reason: 'account-lock',
      errorCode,
      next: null,
    });
  });

  it('blocks a NOT_VERIFIED player when the KYC restriction flag is on, the kyc tab as the way on', () => {
    expect(realPlayAccess(createUser({ kycVerified: 'NOT_VERIFIED' }), restricted)).toEqual({
      kind: 'blocked',
      reason: 'kyc-restriction',
      errorCode: 91,
      next: { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'kyc' } },
    });
  });

  it('sends a NOT_VERIFIED player to the kyc tab when the flag is off', () => {
    expect(realPlayAccess(createUser({ kycVerified: 'NOT_VERIFIED' }), open)).toEqual({
      kind: 'kyc-required',
      next: { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'kyc' } },
    });
  });

  it('sends a player waiting for the back office to the kyc tab, even with the flag on', () => {
    expect(realPlayAccess(createUser({ kycVerified: 'WAITING_BO_USER' }), restricted).kind).toBe(
      'kyc-required',
    );
  });

  it('blocks a FROZEN account before looking at KYC', () => {
    expect(
      realPlayAccess(createUser({ accountLockStatus: 'FROZEN', kycVerified: 'NOT_VERIFIED' }), restricted),
    ).toMatchObject({
      reason: 'account-lock',
    });
  });

  it('allows real play exactly for ACTIVE and VERIFIED players', () => {
    const locks: AccountLockStatus[] = ['ACTIVE', 'FROZEN', 'INACTIVE', 'CLOSED', 'COOLING_OFF', 'BLOCKED'];
    const kycs: KycStatus[] = ['VERIFIED', 'NOT_VERIFIED', 'WAITING_BO_USER'];
    fc.assert(
      fc.property(fc.constantFrom(...locks), fc.constantFrom(...kycs), fc.boolean(), (lock, kyc, flag) => {
        const access = realPlayAccess(createUser({ accountLockStatus: lock, kycVerified: kyc }), {
          restrictGameplayKycNotVerified: flag,
        });
        return (access.kind === 'allowed') === (lock === 'ACTIVE' && kyc === 'VERIFIED');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('kycRestrictionApplies', () => {
  it('applies to NOT_VERIFIED with the flag on', () => {
    expect(kycRestrictionApplies(createUser({ kycVerified: 'NOT_VERIFIED' }), restricted)).toBe(true);
  });

  it('does not apply with the flag off', () => {
    expect(kycRestrictionApplies(createUser({ kycVerified: 'NOT_VERIFIED' }), open)).toBe(false);
  });

  it('does not apply to WAITING_BO_USER', () => {
    expect(kycRestrictionApplies(createUser({ kycVerified: 'WAITING_BO_USER' }), restricted)).toBe(false);
  });
});
